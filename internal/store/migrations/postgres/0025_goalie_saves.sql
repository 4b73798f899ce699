-- Saves for the goalie seasons of a database imported before the import
-- derived them. Goalies.csv has no saves column; in its seasons (to
-- 2017-18) the league's saves are shots against less goals against, so a
-- goalie's career saves sum every season that records shots against.
-- Save percentage is saves over shots against: game lines from 2021-22
-- record a few goals that were not shots, where 1 − GA/SA is not it.
UPDATE player_seasons
SET stats = (stats::jsonb || jsonb_build_object('saves',
    (stats::jsonb ->> 'shots_against')::numeric - (stats::jsonb ->> 'goals_against')::numeric))::text
WHERE source LIKE '%Goalies.csv%' AND stats::jsonb -> 'saves' IS NULL
  AND (stats::jsonb ->> 'shots_against')::numeric >= (stats::jsonb ->> 'goals_against')::numeric;

UPDATE player_seasons
SET postseason = (postseason::jsonb || jsonb_build_object('saves',
    (postseason::jsonb ->> 'shots_against')::numeric - (postseason::jsonb ->> 'goals_against')::numeric))::text
WHERE source LIKE '%Goalies.csv%' AND CASE WHEN postseason = '' THEN false ELSE postseason::jsonb -> 'saves' IS NULL
  AND (postseason::jsonb ->> 'shots_against')::numeric >= (postseason::jsonb ->> 'goals_against')::numeric END;

UPDATE player_seasons
SET stats = (stats::jsonb || jsonb_build_object('save_percentage',
    round((stats::jsonb ->> 'saves')::numeric / (stats::jsonb ->> 'shots_against')::numeric, 3)))::text
WHERE (stats::jsonb ->> 'shots_against')::numeric > 0 AND stats::jsonb -> 'saves' IS NOT NULL;

UPDATE player_seasons
SET postseason = (postseason::jsonb || jsonb_build_object('save_percentage',
    round((postseason::jsonb ->> 'saves')::numeric / (postseason::jsonb ->> 'shots_against')::numeric, 3)))::text
WHERE CASE WHEN postseason = '' THEN false ELSE (postseason::jsonb ->> 'shots_against')::numeric > 0
  AND postseason::jsonb -> 'saves' IS NOT NULL END;
