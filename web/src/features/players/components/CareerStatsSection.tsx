import { lazy, Suspense, useId, useMemo } from "react";
import { Spinner } from "@/components/Spinner";
import { seasonLabel } from "@/lib/season";
import { useUrlState } from "@/lib/use-url-state";
import { careerColumns, careerSeries, defaultChartStat } from "../lib/career";
import { formatStat, statLabel } from "../lib/format";
import type { PlayerDetail } from "../types";
import { selectClass } from "./Filters";
import { careerLeagueLabel, LeagueTable, SeasonTable } from "./CareerTables";

const CareerChart = lazy(() => import("./CareerChart"));

const HEADLINE_SKIP = new Set(["seasons_played", "all_star_selections", "championships_won", "mvp_awards"]);

/** Career Statistics: headline totals, the career chart (stat in the URL), per-league and per-season tables. */
export function CareerStatsSection({ player }: { player: PlayerDetail }) {
  const sport = player.sport?.slug;
  const columns = useMemo(() => careerColumns(sport, player.primary_position, player.seasons), [sport, player.primary_position, player.seasons]);
  const [statParam, setStat] = useUrlState("stat", "");
  const stat = columns.includes(statParam) ? statParam : (defaultChartStat(columns) ?? "");
  const points = useMemo(() => (stat ? careerSeries(player.seasons, stat, (y) => seasonLabel(y, sport).replace(" Season", "")) : []), [player.seasons, stat, sport]);
  const selectId = useId();
  const career = player.career_stats ?? {};
  const headline = columns.filter((c) => typeof career[c] === "number" && !HEADLINE_SKIP.has(c)).slice(0, 6);
  const hasSeasonStats = player.seasons.some((s) => Object.keys(s.stats ?? {}).length > 0);

  if (!hasSeasonStats && headline.length === 0) {
    return <p className="text-sm text-secondary-600">No career statistics available for this player.</p>;
  }

  return (
    <div className="space-y-8">
      {headline.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {headline.map((c) => (
            <div key={c} className="rounded-lg bg-secondary-50 p-3 text-center">
              <dt className="text-xs font-medium uppercase tracking-wide text-secondary-600">Career {statLabel(c)}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums text-secondary-900" data-stat={c}>
                {formatStat(c, career[c])}
              </dd>
            </div>
          ))}
        </dl>
      )}

      {hasSeasonStats && points.length > 1 && (
        <div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-secondary-900">Career Arc</h3>
            <div className="flex items-center gap-2">
              <label htmlFor={selectId} className="text-sm text-secondary-700">
                Stat
              </label>
              <select id={selectId} value={stat} onChange={(e) => setStat(e.target.value === defaultChartStat(columns) ? "" : e.target.value)} className={`${selectClass} mt-0 w-auto`}>
                {columns.map((c) => (
                  <option key={c} value={c}>
                    {statLabel(c)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Suspense fallback={<Spinner label="Loading chart…" className="h-64" />}>
            <CareerChart points={points} stat={stat} />
          </Suspense>
        </div>
      )}

      {hasSeasonStats && (
        <div>
          <h3 className="mb-3 text-base font-semibold text-secondary-900">By League</h3>
          <LeagueTable seasons={player.seasons} columns={columns} career={career} careerLeague={careerLeagueLabel(player.career_by_league)} />
        </div>
      )}

      <div>
        <h3 className="mb-3 text-base font-semibold text-secondary-900">By Season</h3>
        <SeasonTable seasons={player.seasons} columns={columns} sport={sport} />
      </div>
    </div>
  );
}
