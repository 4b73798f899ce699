import { lazy, Suspense, useId, useMemo } from "react";
import { CoverageNote } from "@/components/CoverageNote";
import { Spinner } from "@/components/Spinner";
import { careerLabel, statCoverageLabel } from "@/lib/coverage";
import { seasonLabel } from "@/lib/season";
import { useUrlState } from "@/lib/use-url-state";
import { careerColumns, careerRoles, careerSeries, defaultChartStat, ROLE_LABELS, tileStats } from "../lib/career";
import { formatStat, statLabel } from "@/lib/people/format";
import type { PlayerDetail } from "@/lib/people/types";
import { selectClass } from "@/components/filters/FilterSelect";
import { careerLeagueLabel, LeagueTable, SeasonTable } from "./CareerTables";

const CareerChart = lazy(() => import("./CareerChart"));

const HEADLINE_SKIP = new Set(["seasons_played", "all_star_selections", "championships_won", "mvp_awards"]);

/**
 * Career Statistics: a note where the totals cover only part of the career,
 * then per role (a two-way player's batting and pitching, a goaltender's
 * line) the headline totals and the per-league and per-season tables; the
 * career chart (stat in the URL) over every role's columns.
 */
export function CareerStatsSection({ player }: { player: PlayerDetail }) {
  const sport = player.sport?.slug;
  const roles = useMemo(() => careerRoles(sport, player.career_roles), [sport, player.career_roles]);
  const lines = useMemo(
    () => roles.map((role) => ({ role, columns: careerColumns(sport, player.primary_position, player.seasons, role) })).filter((l, i) => i === 0 || l.columns.length > 0),
    [roles, sport, player.primary_position, player.seasons],
  );
  const chartColumns = useMemo(() => [...new Set(lines.flatMap((l) => l.columns))], [lines]);
  const [statParam, setStat] = useUrlState("stat", "");
  const stat = chartColumns.includes(statParam) ? statParam : (defaultChartStat(chartColumns) ?? "");
  const points = useMemo(() => (stat ? careerSeries(player.seasons, stat, (y) => seasonLabel(y, sport).replace(" Season", "")) : []), [player.seasons, stat, sport]);
  const selectId = useId();
  const career = player.career_stats ?? {};
  const coverage = player.career_coverage;
  const hasSeasonStats = player.seasons.some((s) => Object.keys(s.stats ?? {}).length > 0);
  const label = careerLabel(coverage, careerLeagueLabel(player.career_by_league));
  const anyHeadline = lines.some((l) => l.columns.some((c) => typeof career[c] === "number" && !HEADLINE_SKIP.has(c)));

  if (!hasSeasonStats && !anyHeadline) {
    return (
      <div className="space-y-3">
        <CoverageNote coverage={coverage} />
        <p className="text-sm text-secondary-600">No career statistics available for this player.</p>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <CoverageNote coverage={coverage} />
      {lines.map(({ role, columns }, i) => {
        // A second role's table lists the seasons he had that role (a two-way player's seasons on the mound).
        const seasons = i === 0 ? player.seasons : player.seasons.filter((s) => columns.some((c) => c !== "games_played" && typeof s.stats?.[c] === "number"));
        const headline = tileStats(role, sport, columns, career, HEADLINE_SKIP);
        const title = lines.length > 1 && role ? ROLE_LABELS[role] ?? role : null;
        // The tables' headings sit one level under the role's, or under the section's where there is none.
        const Sub = title ? "h4" : "h3";
        return (
          <section key={role ?? "line"} aria-label={title ?? undefined} className="space-y-6">
            {title && <h3 className="text-lg font-semibold text-secondary-900">{title}</h3>}
            {headline.length > 0 && (
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                {headline.map((c) => {
                  const covered = statCoverageLabel(coverage, c);
                  return (
                    <div key={c} className="rounded-lg bg-secondary-50 p-3 text-center">
                      <dt className="text-xs font-medium uppercase tracking-wide text-secondary-600">
                        {covered ? statLabel(c) : `Career ${statLabel(c)}`}
                      </dt>
                      <dd className="mt-1 text-xl font-bold tabular-nums text-secondary-900" data-stat={c}>
                        {formatStat(c, career[c])}
                      </dd>
                      {covered && <dd className="mt-0.5 text-xs text-secondary-600">{covered}</dd>}
                    </div>
                  );
                })}
              </dl>
            )}
            {hasSeasonStats && (
              <div>
                <Sub className="mb-3 text-base font-semibold text-secondary-900">By League</Sub>
                <LeagueTable leagues={player.career_by_league} columns={columns} career={career} coverage={coverage} careerLabel={label} />
              </div>
            )}
            <div>
              <Sub className="mb-3 text-base font-semibold text-secondary-900">By Season</Sub>
              <SeasonTable seasons={seasons} columns={columns} sport={sport} />
            </div>
          </section>
        );
      })}

      {hasSeasonStats && points.length > 1 && (
        <div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-secondary-900">Career Arc</h3>
            <div className="flex items-center gap-2">
              <label htmlFor={selectId} className="text-sm text-secondary-700">
                Stat
              </label>
              <select id={selectId} value={stat} onChange={(e) => setStat(e.target.value === defaultChartStat(chartColumns) ? "" : e.target.value)} className={`${selectClass} mt-0 w-auto`}>
                {chartColumns.map((c) => (
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
    </div>
  );
}
