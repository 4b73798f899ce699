import { useMemo } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/errors";
import { recordText } from "@/lib/standings/standings";
import { usePlayoffGames } from "../api/get-playoff-games";
import { teamKey, type PlayoffGame } from "../lib/playoffs";
import type { SeasonDetail } from "@/lib/seasons/types";
import { useSeasonStandings } from "./SeasonTabs";

interface TeamItem {
  /** Unique in the list: a team's id, else its name. */
  key: string;
  slug?: string | null;
  name: string;
  abbreviation?: string | null;
  line: string;
}

function TeamList({ teams, year }: { teams: readonly TeamItem[]; year: number }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {teams.map((t) => (
        <li key={t.key} className="flex items-center gap-3 rounded-lg border border-secondary-200 bg-white p-3 shadow-sm">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-700 text-xs font-bold text-white">
            {t.abbreviation || t.name.slice(0, 3).toUpperCase()}
          </span>
          <div className="min-w-0">
            {t.slug ? (
              <Link to={`/teams/${encodeURIComponent(t.slug)}/${year}`} className="font-medium text-secondary-900 hover:text-primary-800 hover:underline">
                {t.name}
              </Link>
            ) : (
              <span className="font-medium text-secondary-900">{t.name}</span>
            )}
            {t.line && <p className="truncate text-sm text-secondary-600">{t.line}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The teams of a season's postseason games, with their postseason record. */
export function postseasonTeams(games: readonly PlayoffGame[]): TeamItem[] {
  const m = new Map<string, TeamItem & { w: number; l: number }>();
  for (const g of games) {
    for (const [team, own, other] of [
      [g.home_team, g.home_score, g.away_score],
      [g.away_team, g.away_score, g.home_score],
    ] as const) {
      const key = teamKey(team);
      const t = m.get(key) ?? { key, slug: team.slug, name: team.name, abbreviation: team.abbreviation, line: "", w: 0, l: 0 };
      if (g.status === "final" && own != null && other != null && own !== other) {
        if (own > other) t.w++;
        else t.l++;
      }
      m.set(key, t);
    }
  }
  return [...m.values()].map((t) => ({ ...t, line: `Postseason ${t.w}-${t.l}` })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Seasons without regular-season games (most college seasons here): the teams of its postseason. */
function PostseasonTeams({ season }: { season: SeasonDetail }) {
  const q = usePlayoffGames({ season: season.start_year, sport: season.sport?.slug, level: season.level?.slug });
  const teams = useMemo(() => postseasonTeams(q.data ?? []), [q.data]);
  if (q.isPending) return <Spinner label="Loading teams…" />;
  if (q.isError) return <ErrorState message={errorMessage(q.error, "An error occurred")} onRetry={() => q.refetch()} />;
  if (teams.length === 0) return <EmptyState variant="teams" description="No game of this season is on record, so its teams are not known here." headingLevel={3} />;
  return (
    <>
      <p className="mb-4 text-sm text-secondary-600">
        {teams.length} teams played in the postseason; no regular-season games of this season are on record.
      </p>
      <TeamList teams={teams} year={season.start_year} />
    </>
  );
}

/** Teams: the season's teams by name with their record, from its standings, else from its postseason games. */
export function TeamsTab({ season }: { season: SeasonDetail }) {
  const q = useSeasonStandings(season);
  const teams = useMemo(
    () =>
      q.rows
        .map((r) => ({
          key: String(r.team?.id ?? r.id),
          slug: r.team?.slug,
          name: r.team?.name || "Team",
          abbreviation: r.team?.abbreviation || "TM",
          line: [recordText(r), r.division?.name || r.conference?.name || r.league?.abbreviation].filter(Boolean).join(" · "),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [q.rows],
  );
  if (q.isPending) return <Spinner label="Loading teams…" />;
  if (q.isError) return <ErrorState message={errorMessage(q.error, "An error occurred")} onRetry={() => q.refetch()} />;
  if (teams.length === 0) return <PostseasonTeams season={season} />;
  return (
    <>
      <p className="mb-4 text-sm text-secondary-600">
        {teams.length} teams played in the {season.name || "season"}.
      </p>
      <TeamList teams={teams} year={season.start_year} />
    </>
  );
}
