import { useMemo } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/errors";
import { usePlayoffGames } from "../api/get-playoff-games";
import { buildRounds, type Series } from "../lib/playoffs";
import { asOfText, championName, formatDate } from "@/lib/seasons/season-text";
import type { SeasonDetail } from "@/lib/seasons/types";
import { useSeasonStandings } from "./SeasonTabs";

function SeriesCard({ series }: { series: Series }) {
  const single = series.games.length === 1;
  const g = series.games[0];
  return (
    <li className={`rounded-lg border bg-white p-3 text-sm shadow-sm ${series.isTitle ? "border-accent-400" : "border-secondary-200"}`}>
      <ul className="space-y-1">
        {series.teams.map((t, i) => {
          const won = series.leader === i;
          const score = single ? (g.home_team.id === t.id ? g.home_score : g.away_score) : series.wins[i];
          return (
            <li key={t.id} className={`flex items-center justify-between gap-3 ${won ? "font-semibold text-secondary-900" : "text-secondary-600"}`}>
              <span className="truncate">
                {t.slug ? (
                  <Link to={`/teams/${encodeURIComponent(t.slug)}`} className="hover:text-primary-800 hover:underline">
                    {t.name}
                  </Link>
                ) : (
                  t.name
                )}
              </span>
              <span className="tabular-nums">{score ?? "—"}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 border-t border-secondary-100 pt-2 text-xs text-secondary-600">
        {single ? (
          <Link to={`/scores/${encodeURIComponent(g.slug || String(g.id))}`} className="hover:text-primary-800 hover:underline">
            {formatDate(g.game_date)}
          </Link>
        ) : (
          `Series, ${series.games.length} games`
        )}
      </p>
    </li>
  );
}

/** Playoffs: the champion and the bracket, round by round, from the season's playoff and title games. */
export function PlayoffsTab({ season }: { season: SeasonDetail }) {
  const q = usePlayoffGames({ season: season.start_year, sport: season.sport?.slug, level: season.level?.slug });
  // Leagues sharing a sport and year (the American and National Leagues): keep
  // the series with a team of this league, known from its standings.
  const standings = useSeasonStandings(season);
  const rounds = useMemo(() => {
    const teams = new Set(standings.rows.map((r) => r.team?.id).filter((id): id is number => id != null));
    const inLeague = (id: number | null) => id !== null && teams.has(id);
    const games = (q.data ?? []).filter((g) => teams.size === 0 || inLeague(g.home_team.id) || inLeague(g.away_team.id));
    return buildRounds(games);
  }, [q.data, standings.rows]);
  if (q.isPending || standings.isPending) return <Spinner label="Loading playoff games…" />;
  if (q.isError) return <ErrorState message={errorMessage(q.error, "An error occurred")} onRetry={() => q.refetch()} />;
  const champion = championName(season);
  const asOf = asOfText(season);
  return (
    <div className="space-y-6">
      {!champion && asOf && rounds.length > 0 && (
        <p className="rounded-lg border border-secondary-200 bg-secondary-50 px-4 py-3 text-secondary-900">
          <span className="font-semibold">In progress:</span> the bracket {asOf}; the data does not hold the later rounds yet.
        </p>
      )}
      {champion && (
        <p className="rounded-lg border border-accent-300 bg-accent-50 px-4 py-3 text-secondary-900">
          <span className="font-semibold">Champion:</span> {champion}
          {season.championship_name ? ` (${season.championship_name})` : ""}
        </p>
      )}
      {rounds.length === 0 ? (
        <EmptyState variant="games" title="No Playoff Games" description="No playoff or title games are on record for this season." headingLevel={3} />
      ) : (
        <div className="grid gap-4 md:auto-cols-[minmax(13rem,1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2">
          {rounds.map((r) => (
            <section key={r.name} aria-label={r.name} className="min-w-0">
              <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-secondary-700">{r.name}</h3>
              <ul className="space-y-3">
                {r.series.map((s) => (
                  <SeriesCard key={s.key} series={s} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
