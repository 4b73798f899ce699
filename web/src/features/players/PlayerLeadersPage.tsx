import { Fragment, useMemo, useState } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "@/components/Breadcrumb";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { downloadText } from "@/lib/csv";
import { errorMessage } from "@/lib/api";
import { parseSeasonYear, seasonLabel } from "@/lib/season";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { playerParams } from "./api/get-players";
import { useLatestPlayerSeason, useSeasonPlayers } from "@/lib/people/get-season-players";
import { ExportCsvButton } from "@/components/ExportCsvButton";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { formatCount, formatStat, heightFtIn, statLabel, teamLabel, yearSpan } from "@/lib/people/format";
import { defaultSort, leadersCsv, rankPlayers, splitByCoverage, statColumns, TABLE_CAP } from "./lib/leaders";
import { positionOptions, SPORTS } from "@/lib/people/positions";
import { playerPath } from "@/lib/people/types";

const SEASONS_OFFERED = 30;
/** The hub's default sport here: basketball rosters are the smallest season to rank (football's run to thousands). */
const HUB_DEFAULT_SPORT = "basketball";

/**
 * Player statistics (/players/stats): everyone who played in a season,
 * ranked by a career stat (sortable columns, direction toggles, the first 50
 * rows), one expandable row at a time, CSV export. Sport (hub), season,
 * position and sort are in the URL.
 */
export default function PlayerLeadersPage() {
  useDocumentTitle("Player Statistics");
  const site = useSite();
  const isHub = !site.sport;
  const [sportParam] = useUrlState("sport", "");
  const [seasonParam] = useUrlState("season", "");
  const [position] = useUrlState("position", "");
  const [sortParam] = useUrlState("sort", "");
  const [dir] = useUrlState<"asc" | "desc">("dir", "desc");
  const set = useUrlStateSetter();
  const [expanded, setExpanded] = useState<number | null>(null);
  // The hub ranks one sport at a time (a season of all four sports is too many players to rank in the browser).
  const sport = isHub ? sportParam || HUB_DEFAULT_SPORT : (site.sport ?? "");
  const scope = isHub ? { sport__slug: sport } : {};
  const latest = useLatestPlayerSeason(scope);
  const season = parseSeasonYear(seasonParam) ?? latest.data ?? null;
  const pool = useSeasonPlayers({ ...scope, ...playerParams({ position, season }) }, { enabled: season != null });

  const players = useMemo(() => pool.data ?? [], [pool.data]);
  const columns = useMemo(() => statColumns(players), [players]);
  const sort = columns.includes(sortParam) ? sortParam : defaultSort(columns);
  // A career whose statistics miss some of its seasons is not ranked as if whole.
  const split = useMemo(() => splitByCoverage(players, sort), [players, sort]);
  const rows = useMemo(() => rankPlayers(split.ranked, sort, dir).slice(0, TABLE_CAP), [split, sort, dir]);
  const latestYear = latest.data ?? new Date().getFullYear();
  const years = Array.from({ length: SEASONS_OFFERED }, (_, i) => latestYear - i);

  const sortBy = (c: string) => set({ sort: c === defaultSort(columns) ? "" : c, dir: c === sort && dir === "desc" ? "asc" : "" });
  const exportCsv = () => {
    downloadText(`player-stats-${season ?? "all"}.csv`, leadersCsv(rows, columns));
    toast.success("Player statistics exported");
  };
  const loading = latest.isPending || (season != null && pool.isPending);
  const error = latest.error ?? pool.error;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb items={[{ label: "All Players", to: "/players" }, { label: "Player Statistics" }]} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Player Statistics</h1>
          <p className="mt-2 max-w-2xl text-secondary-600">
            Career totals of everyone who played in {season != null ? seasonLabel(season, sport) : "the season"}, ranked by the column you choose (first {TABLE_CAP}).
          </p>
        </div>
        <ExportCsvButton onClick={exportCsv} disabled={rows.length === 0} />
      </div>

      <FilterPanel label="Filter player statistics">
        {isHub && (
          <FilterSelect label="Sport" value={sport} options={SPORTS.map((s) => ({ value: s.slug, label: s.name }))} onChange={(v) => set({ sport: v === HUB_DEFAULT_SPORT ? "" : v, season: "", position: "", sort: "", dir: "" })} />
        )}
        <FilterSelect
          label="Season"
          value={season != null ? String(season) : ""}
          options={years.map((y) => ({ value: String(y), label: seasonLabel(y, sport) }))}
          onChange={(v) => set({ season: v === String(latest.data) ? "" : v })}
        />
        <FilterSelect label="Position" value={position} allLabel="All Positions" options={positionOptions(sport)} onChange={(v) => set({ position: v })} />
      </FilterPanel>

      <section aria-labelledby="player-stats-table" className="mt-6 rounded-lg border border-secondary-200 bg-white shadow-sm">
        <h2 id="player-stats-table" className="px-5 pt-4 text-lg font-semibold text-secondary-900">
          {sort ? `${statLabel(sort)} Leaders` : "Leaders"}
          {players.length > 0 && <span className="ml-2 text-sm font-normal text-secondary-600">of {formatCount(players.length)} players</span>}
        </h2>
        {!loading && !error && split.partial.length > 0 && (
          <p role="note" className="px-5 pt-1 text-sm text-secondary-600">
            Ranked: careers whose {statLabel(sort)} total counts every season they played. {formatCount(split.partial.length)}{" "}
            {split.partial.length === 1 ? "career" : "careers"} with statistics for only part of their seasons (a source that starts or stops mid-career) {split.partial.length === 1 ? "is" : "are"} not ranked.
          </p>
        )}
        <div className="p-5 pt-3">
          {loading ? (
            <TableSkeleton rows={10} columns={6} label="Loading player statistics…" />
          ) : error ? (
            <ErrorState message={errorMessage(error, "Failed to load player statistics")} onRetry={() => (latest.isError ? latest.refetch() : pool.refetch())} />
          ) : rows.length === 0 ? (
            <EmptyState
              variant="players"
              headingLevel={3}
              description={
                split.partial.length > 0
                  ? `No career of this season has ${statLabel(sort)} for every season it played, so none is ranked by it.`
                  : "No player statistics for this season and position."
              }
            />
          ) : (
            <div className="relative -mx-5 overflow-x-auto">
              <table className="min-w-full text-sm">
                <caption className="sr-only">Players ranked by {statLabel(sort)}; select a column header to sort</caption>
                <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 pl-5 text-left font-semibold">
                      #
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-semibold">
                      Player
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-semibold">
                      Pos
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-semibold">
                      Team
                    </th>
                    {columns.map((c) => (
                      <th key={c} scope="col" aria-sort={c === sort ? (dir === "asc" ? "ascending" : "descending") : "none"} className="px-1 py-1 text-right font-semibold">
                        <button type="button" onClick={() => sortBy(c)} className={`rounded px-2 py-1 uppercase whitespace-nowrap hover:bg-secondary-200 ${c === sort ? "text-primary-800" : ""}`}>
                          {statLabel(c)}
                          {c === sort ? (dir === "asc" ? " ▲" : " ▼") : ""}
                        </button>
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 pr-5 text-right font-semibold">
                      <span className="sr-only">Details</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-secondary-100">
                  {rows.map((p, i) => {
                    const open = expanded === p.id;
                    const team = teamLabel(p.current_team);
                    return (
                      <Fragment key={p.id}>
                        <tr className={open ? "bg-primary-50" : "hover:bg-secondary-50"}>
                          <td className="px-3 py-2 pl-5 tabular-nums text-secondary-700">{i + 1}</td>
                          <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                            <Link to={playerPath(p)} className="text-primary-800 hover:underline">
                              {p.display_name}
                            </Link>
                          </th>
                          <td className="px-3 py-2">{p.primary_position ?? "—"}</td>
                          <td className="px-3 py-2 whitespace-nowrap" title={team.name}>
                            {team.abbreviation}
                          </td>
                          {columns.map((c) => (
                            <td key={c} className={`px-3 py-2 text-right tabular-nums whitespace-nowrap ${c === sort ? "font-semibold text-secondary-900" : ""}`}>
                              {formatStat(c, p.career_stats?.[c])}
                            </td>
                          ))}
                          <td className="px-3 py-2 pr-5 text-right">
                            <button type="button" aria-expanded={open} aria-label={`${open ? "Hide details" : "Details"} for ${p.display_name}`} onClick={() => setExpanded(open ? null : p.id)} className="rounded px-2 py-1 text-xs font-semibold text-primary-800 hover:bg-primary-100">
                              {open ? "Hide" : "Details"}
                            </button>
                          </td>
                        </tr>
                        {open && (
                          <tr className="bg-primary-50">
                            <td colSpan={columns.length + 5} className="px-5 pb-4 text-sm text-secondary-800">
                              <div className="flex flex-wrap gap-x-6 gap-y-1">
                                <span>Team: {team.name}</span>
                                <span>Seasons: {yearSpan(p.first_year, p.last_year) ?? "N/A"}</span>
                                <span>Height: {heightFtIn(p.height) ?? "N/A"}</span>
                                <span>Age: {p.age ?? "N/A"}</span>
                                <span>Championships: {p.championships}</span>
                                <span>All-Star: {p.all_star_selections}</span>
                                <span>Awards: {p.awards.length}</span>
                              </div>
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
