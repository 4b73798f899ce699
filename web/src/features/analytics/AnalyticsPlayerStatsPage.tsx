import { Fragment, useMemo, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { TableSkeleton } from "@/components/Skeleton";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { usePlayerStats } from "./api/get-player-stats";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { LeaderCard } from "./components/LeaderCard";
import { AnalyticsPage, secondaryButtonClass } from "./components/Layout";
import { SortHeader, theadClass } from "./components/SortHeader";
import { ExpandButton, RowLinks } from "./components/TableParts";
import { downloadFile } from "./lib/download";
import { categoriesFor, columnsFor, formatStatValue, inPositionGroup, POSITION_GROUPS, STAT_COLUMNS, statValue } from "./lib/player-columns";
import { capRows, PLAYER_TABLE_CAP } from "./lib/rules";
import { sortRows } from "@/components/data-table";
import { useUrlSort as useSortState } from "@/components/data-table";
import { ANALYTICS_BASE, type PlayerStatRow } from "./types";

const HUB_SPORTS = [
  { value: "basketball", label: "Basketball" },
  { value: "football", label: "Football" },
];

/** Numeric columns present in the rows (sports without §9 categories). */
function presentColumns(rows: PlayerStatRow[]): string[] {
  const keys = new Set<string>();
  for (const r of rows.slice(0, 50)) for (const [k, v] of Object.entries(r)) if (typeof v === "number" && !/(^|_)id$|jersey|season/.test(k)) keys.add(k);
  return [...keys];
}

const playerLink = (r: PlayerStatRow) => `/players/${r.player_slug ?? r.player_id}`;

/** /analytics/player-stats (spec part 2 §2.11). */
export default function AnalyticsPlayerStatsPage() {
  useDocumentTitle("Player Stats");
  const site = useSite();
  const [sportParam] = useUrlState("sport", "");
  const sport = site.sport ?? (sportParam || "basketball");
  const [mode] = useUrlState<"season" | "career">("mode", "season");
  const [category] = useUrlState("category", "");
  const [position] = useUrlState("position", "");
  const set = useUrlStateSetter();
  const cats = categoriesFor(sport);
  const cat = cats.find((c) => c.id === category);
  const stats = usePlayerStats({ sport: site.sport ? undefined : sport, mode });
  const [expanded, setExpanded] = useState<number | string | null>(null);

  const all = useMemo(() => stats.data ?? [], [stats.data]);
  // Columns the data never fills (usage rate, season high) are left out.
  const columns = useMemo(
    () => (cats.length ? columnsFor(sport, category) : presentColumns(all)).filter((c) => c === "efficiency" || all.length === 0 || all.some((r) => typeof r[c] === "number")),
    [cats.length, sport, category, all],
  );
  const defaultSort = cat?.sort ?? (columns.includes("points") ? "points" : (columns.find((c) => c !== "games_played") ?? "points"));
  const [sort, onSort] = useSortState(defaultSort, ["player_name", "position", ...columns]);
  const filtered = useMemo(() => all.filter((r) => inPositionGroup(r.position, sport, position)), [all, sport, position]);
  const rows = useMemo(
    () => capRows(sortRows(filtered, (r) => (sort.field === "player_name" || sort.field === "position" ? (r[sort.field] ?? null) : statValue(r, sort.field, sport)), sort.dir)),
    [filtered, sort.field, sort.dir, sport],
  );
  const season = all.find((r) => r.season != null)?.season ?? (mode === "career" ? "career" : "latest");
  const exportCsv = async () => {
    const ok = await downloadFile(`${ANALYTICS_BASE}/export/player_stats/`, { format: "csv", mode, sport__slug: site.sport ? undefined : sport }, `player-stats-${season}.csv`);
    if (ok) toast.success("Player stats exported");
  };
  const positions = (POSITION_GROUPS[sport] ?? []).map((g) => ({ value: g.value, label: g.value }));

  if (stats.isError) return <AnalyticsUnavailable onRetry={() => stats.refetch()} />;

  return (
    <AnalyticsPage
      title="Player Stats"
      lead={`${mode === "career" ? "Career totals" : "This season's statistics"} of every player, with the efficiency rating; the table shows the first ${PLAYER_TABLE_CAP} after filters.`}
      actions={
        <button type="button" className={secondaryButtonClass} onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </button>
      }
    >
      {cats.length > 0 && (
        <dl aria-label="Category leaders" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {cats.map((c) => (
            <LeaderCard key={`${sport}-${c.id}`} category={c} sport={sport} />
          ))}
        </dl>
      )}

      <FilterPanel label="Filter player stats">
        <div role="group" aria-label="Statistics" className="flex self-end rounded-md border border-secondary-300 bg-white p-0.5 shadow-sm">
          {(["season", "career"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => set({ mode: m === "season" ? "" : m })}
              className={`flex-1 rounded px-3 py-1.5 text-sm font-semibold ${mode === m ? "bg-primary-700 text-white" : "text-secondary-700 hover:bg-secondary-100"}`}
            >
              {m === "season" ? "Season" : "Career"}
            </button>
          ))}
        </div>
        {!site.sport && <FilterSelect label="Sport" value={sport} options={HUB_SPORTS} onChange={(v) => set({ sport: v === "basketball" ? "" : v, category: "", position: "", sort: "", dir: "" })} />}
        {cats.length > 0 && (
          <FilterSelect label="Category" value={category} allLabel="All Categories" options={cats.map((c) => ({ value: c.id, label: c.label }))} onChange={(v) => set({ category: v, sort: "", dir: "" })} />
        )}
        {positions.length > 0 && <FilterSelect label="Position" value={position} allLabel="All Positions" options={positions} onChange={(v) => set({ position: v })} />}
      </FilterPanel>

      <section aria-label="Player statistics" className="mt-6 rounded-lg border border-secondary-200 bg-white shadow-sm">
        {stats.isPending ? (
          <div className="p-5">
            <TableSkeleton rows={12} columns={7} label="Loading player stats…" />
          </div>
        ) : rows.length === 0 ? (
          <div className="p-5">
            <EmptyState variant="players" headingLevel={2} description="No player statistics for these filters." />
          </div>
        ) : (
          <div className="overflow-x-auto">
            <p className="px-5 pt-3 text-sm text-secondary-600">
              Showing {rows.length} of {filtered.length.toLocaleString("en-US")} players
            </p>
            <table className="mt-2 min-w-full text-sm">
              <caption className="sr-only">Player statistics; select a column header to sort</caption>
              <thead className={theadClass}>
                <tr>
                  <th scope="col" className="px-3 py-2 pl-5 text-left font-semibold">#</th>
                  <SortHeader label="Player" field="player_name" sort={sort} onSort={onSort} align="left" />
                  <SortHeader label="Pos" field="position" sort={sort} onSort={onSort} align="left" />
                  <th scope="col" className="hidden px-3 py-2 text-left font-semibold md:table-cell">Team</th>
                  {columns.map((c) => (
                    <SortHeader key={c} label={STAT_COLUMNS[c]?.label ?? c.replace(/_/g, " ")} title={STAT_COLUMNS[c]?.title} field={c} sort={sort} onSort={onSort} />
                  ))}
                  <th scope="col" className="px-3 py-2 pr-5">
                    <span className="sr-only">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-secondary-100">
                {rows.map((r, i) => {
                  const open = expanded === r.id;
                  return (
                    <Fragment key={r.id}>
                      <tr className={open ? "bg-primary-50" : "hover:bg-secondary-50"}>
                        <td className="px-3 py-2 pl-5 tabular-nums text-secondary-700">{i + 1}</td>
                        <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                          <Link to={playerLink(r)} className="text-primary-800 hover:underline">
                            {r.player_name}
                          </Link>
                        </th>
                        <td className="px-3 py-2">{r.position ?? "—"}</td>
                        <td className="hidden max-w-48 truncate px-3 py-2 whitespace-nowrap md:table-cell" title={r.team_name ?? undefined}>
                          {r.team_name ?? "—"}
                        </td>
                        {columns.map((c) => (
                          <td key={c} className={`px-3 py-2 text-right tabular-nums ${c === sort.field ? "font-semibold text-secondary-900" : ""}`}>
                            {formatStatValue(statValue(r, c, sport), c)}
                          </td>
                        ))}
                        <td className="px-3 py-2 pr-5 text-right">
                          <ExpandButton open={open} name={r.player_name} onToggle={() => setExpanded(open ? null : r.id)} />
                        </td>
                      </tr>
                      {open && (
                        <tr className="bg-primary-50">
                          <td colSpan={columns.length + 5} className="px-5 pb-4 pt-1">
                            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 lg:grid-cols-8">
                              {Object.keys(STAT_COLUMNS)
                                .filter((k) => !columns.includes(k) && statValue(r, k, sport) !== null)
                                .map((k) => (
                                  <div key={k}>
                                    <dt className="text-xs font-semibold uppercase text-secondary-600">{STAT_COLUMNS[k].title}</dt>
                                    <dd className="font-medium tabular-nums text-secondary-900">{formatStatValue(statValue(r, k, sport), k)}</dd>
                                  </div>
                                ))}
                            </dl>
                            <RowLinks links={[["Player page", playerLink(r)], ["Career", `/analytics/player/${r.player_id}/career`], ["Compare", `/analytics/player/${r.player_id}/compare`]]} />
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
      </section>
    </AnalyticsPage>
  );
}
