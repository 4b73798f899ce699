-- Saves for the goalie seasons of a database imported before the import
-- derived them. Goalies.csv has no saves column; in its seasons (to
-- 2017-18) the league's saves are shots against less goals against, so a
-- goalie's career saves sum every season that records shots against.
-- Save percentage is saves over shots against: game lines from 2021-22
-- record a few goals that were not shots, where 1 − GA/SA is not it.
UPDATE player_seasons
SET stats = json_set(stats, '$.saves', json_extract(stats, '$.shots_against') - json_extract(stats, '$.goals_against'))
WHERE source LIKE '%Goalies.csv%' AND json_extract(stats, '$.saves') IS NULL
  AND json_extract(stats, '$.shots_against') >= json_extract(stats, '$.goals_against');

UPDATE player_seasons
SET postseason = json_set(postseason, '$.saves', json_extract(postseason, '$.shots_against') - json_extract(postseason, '$.goals_against'))
WHERE source LIKE '%Goalies.csv%' AND CASE WHEN json_valid(postseason) THEN json_extract(postseason, '$.saves') IS NULL
  AND json_extract(postseason, '$.shots_against') >= json_extract(postseason, '$.goals_against') ELSE 0 END;

UPDATE player_seasons
SET stats = json_set(stats, '$.save_percentage', round(1.0 * json_extract(stats, '$.saves') / json_extract(stats, '$.shots_against') * 1000) / 1000)
WHERE json_extract(stats, '$.shots_against') > 0 AND json_extract(stats, '$.saves') IS NOT NULL;

UPDATE player_seasons
SET postseason = json_set(postseason, '$.save_percentage', round(1.0 * json_extract(postseason, '$.saves') / json_extract(postseason, '$.shots_against') * 1000) / 1000)
WHERE CASE WHEN json_valid(postseason) THEN json_extract(postseason, '$.shots_against') > 0
  AND json_extract(postseason, '$.saves') IS NOT NULL ELSE 0 END;
