import { useMemo, useState } from "react";
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
import { ExpandButton, RowLinks } from "./components/TableParts";
import { downloadFile } from "./lib/download";
import { categoriesFor, columnsFor, formatStatValue, inPositionGroup, POSITION_GROUPS, STAT_COLUMNS, statValue } from "./lib/player-columns";
import { capRows, PLAYER_TABLE_CAP } from "./lib/rules";
import { DataTable, detailsColumn, nameLinkColumn, rankColumn, sortRows, useUrlSort as useSortState, type Column } from "@/components/data-table";
import { ANALYTICS_BASE, type StatTableRow } from "./types";

const HUB_SPORTS = [
  { value: "basketball", label: "Basketball" },
  { value: "football", label: "Football" },
];

/** Numeric columns present in the rows (sports without categories). */
function presentColumns(rows: StatTableRow[]): string[] {
  const keys = new Set<string>();
  for (const r of rows.slice(0, 50)) for (const [k, v] of Object.entries(r)) if (typeof v === "number" && !/(^|_)id$|jersey|season/.test(k)) keys.add(k);
  return [...keys];
}

const playerLink = (r: StatTableRow) => `/players/${r.player_slug ?? r.player_id}`;

function PlayerDetails({ r, columns, sport }: { r: StatTableRow; columns: string[]; sport: string }) {
  return (
    <>
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
    </>
  );
}

/** The table's columns: rank, player, position, team, the statistics, the details toggle. */
function tableColumns(columns: string[], sport: string, sortField: string, expanded: number | string | null, setExpanded: (id: number | string | null) => void): Column<StatTableRow>[] {
  return [
    rankColumn(),
    nameLinkColumn("player_name", "Player", (r) => r.player_name, playerLink, { sortable: true }),
    { key: "position", label: "Pos", sortable: true, value: (r) => r.position },
    {
      key: "team",
      label: "Team",
      value: (r) => r.team_name,
      className: "hidden md:table-cell",
      cellClassName: "max-w-48 truncate px-3 py-2 whitespace-nowrap",
      format: (r) => <span title={r.team_name ?? undefined}>{r.team_name ?? "—"}</span>,
    },
    ...columns.map(
      (c): Column<StatTableRow> => ({
        key: c,
        label: STAT_COLUMNS[c]?.label ?? c.replace(/_/g, " "),
        title: STAT_COLUMNS[c]?.title,
        numeric: true,
        sortable: true,
        value: (r) => statValue(r, c, sport),
        format: (r) => formatStatValue(statValue(r, c, sport), c),
        cellClassName: c === sortField ? "px-3 py-2 font-semibold text-secondary-900" : undefined,
      }),
    ),
    detailsColumn((r) => <ExpandButton open={expanded === r.id} name={r.player_name} onToggle={() => setExpanded(expanded === r.id ? null : r.id)} />),
  ];
}

/** /analytics/player-stats. */
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
  const tableCols = tableColumns(columns, sport, sort.field, expanded, setExpanded);
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
          <>
            <p className="px-5 pt-3 text-sm text-secondary-600">
              Showing {rows.length} of {filtered.length.toLocaleString("en-US")} players
            </p>
            <DataTable
              caption="Player statistics; select a column header to sort"
              label="Player statistics table"
              className="mt-2"
              tableClassName="min-w-full text-sm"
              columns={tableCols}
              rows={rows}
              rowKey={(r) => r.id}
              sort={sort}
              onSort={onSort}
              rowClassName={(r) => (expanded === r.id ? "bg-primary-50" : "hover:bg-secondary-50")}
              detail={(r) => (expanded === r.id ? <PlayerDetails r={r} columns={columns} sport={sport} /> : null)}
            />
          </>
        )}
      </section>
    </AnalyticsPage>
  );
}
