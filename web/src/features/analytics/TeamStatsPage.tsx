import { useMemo, useState } from "react";
import { useSite } from "@/lib/use-site";
import { fieldLabel, forAgainstHeads, scoreUnit } from "@/lib/field-labels";
import { EmptyState } from "@/components/EmptyState";
import { CardGridSkeleton, TableSkeleton } from "@/components/Skeleton";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useUrlState } from "@/lib/use-url-state";
import { toast } from "@/lib/toast";
import { useTeamRankings } from "./api/get-team-rankings";
import { useTeamStats } from "./api/get-team-stats";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { AnalyticsPage, secondaryButtonClass, SummaryCard, WinPct } from "./components/Layout";
import { ExpandButton, RowLinks } from "./components/TableParts";
import { downloadFile } from "./lib/download";
import { formatInt, formatNum } from "./lib/format";
import { formatWinPct } from "./lib/rules";
import { DataTable, detailsColumn, nameLinkColumn, rankColumn, sortRows, useUrlSort as useSortState, type Column } from "@/components/data-table";
import { ANALYTICS_BASE, type TeamStatRow } from "./types";

const COLUMNS: { field: keyof TeamStatRow; label: string; title?: string }[] = [
  { field: "wins", label: "W", title: "Wins" },
  { field: "losses", label: "L", title: "Losses" },
  { field: "win_percentage", label: "Win %" },
  { field: "points_for", label: "PF", title: "Points for" },
  { field: "points_against", label: "PA", title: "Points against" },
  { field: "point_differential", label: "Diff", title: "Point differential" },
  { field: "streak", label: "Streak" },
];
const SORTABLE = ["team_name", "division", ...COLUMNS.map((c) => c.field)];

/** Streak "W3" → +3, "L2" → −2, so streaks sort by length in either direction. */
function streakValue(s: string | null | undefined): number | null {
  const m = /^([WLT])(\d+)$/.exec(s ?? "");
  if (!m) return null;
  return m[1] === "W" ? Number(m[2]) : m[1] === "L" ? -Number(m[2]) : 0;
}

export function teamSortValue(row: TeamStatRow, field: string): number | string | null {
  if (field === "streak") return streakValue(row.streak);
  const v = row[field as keyof TeamStatRow];
  return typeof v === "number" || typeof v === "string" ? v : null;
}

const teamLink = (r: TeamStatRow) => `/teams/${r.team_id}`;

function Streak({ s }: { s: string | null }) {
  if (!s) return <span className="text-secondary-500">—</span>;
  const cls = s.startsWith("W") ? "text-green-800" : s.startsWith("L") ? "text-red-800" : "text-secondary-700";
  return <span className={`font-semibold ${cls}`}>{s}</span>;
}

function TeamDetails({ r }: { r: TeamStatRow }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {[
          ["Home", r.home_record],
          ["Away", r.away_record],
          ["Division", r.division_record],
          ["Conference", r.conference_record],
          ["Last 10", r.last_10],
          ["Record", `${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`],
        ].map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs font-semibold uppercase text-secondary-600">{k}</dt>
            <dd className="font-medium tabular-nums text-secondary-900">{v || "—"}</dd>
          </div>
        ))}
      </dl>
      <RowLinks links={[["Team page", teamLink(r)], ["Trends", `/analytics/team/${r.team_id}/trends`], ["Report", `/analytics/team/${r.team_id}/report`]]} />
    </>
  );
}

const diffClass = (d: number) => (d > 0 ? "text-green-800" : d < 0 ? "text-red-800" : "");

/** The table's columns; the details toggle is the page's (one open row). */
function tableColumns(sport: string | null, expanded: number | null, setExpanded: (id: number | null) => void): Column<TeamStatRow>[] {
  const heads = forAgainstHeads(sport);
  const stat = (field: keyof TeamStatRow, extra: Partial<Column<TeamStatRow>> = {}): Column<TeamStatRow> => {
    const c = COLUMNS.find((x) => x.field === field)!;
    // Scoring columns are named in the sport's unit (runs, goals, points).
    const label = field === "points_for" ? heads.for : field === "points_against" ? heads.against : c.label;
    const title = field.startsWith("point") ? fieldLabel(field, sport) : c.title;
    return { key: field, label, title, numeric: true, sortable: true, value: (r) => teamSortValue(r, field), ...extra };
  };
  return [
    rankColumn(),
    nameLinkColumn("team_name", "Team", (r) => r.team_name, teamLink, { sortable: true }),
    { key: "division", label: "Division", sortable: true, value: (r) => r.division, className: "hidden md:table-cell", cellClassName: "px-3 py-2 whitespace-nowrap text-secondary-700" },
    stat("wins"),
    stat("losses"),
    stat("win_percentage", { format: (r) => <WinPct value={r.win_percentage} /> }),
    stat("points_for", { format: (r) => formatInt(r.points_for) }),
    stat("points_against", { format: (r) => formatInt(r.points_against) }),
    stat("point_differential", {
      cellClassName: (r) => `px-3 py-2 ${diffClass(r.point_differential)}`,
      format: (r) => `${r.point_differential > 0 ? "+" : ""}${formatInt(r.point_differential)}`,
    }),
    stat("streak", { format: (r) => <Streak s={r.streak} />, csv: (r) => r.streak }),
    detailsColumn((r) => <ExpandButton open={expanded === r.id} name={r.team_name} onToggle={() => setExpanded(expanded === r.id ? null : r.id)} />),
  ];
}

/** /analytics/team-stats. */
export default function TeamStatsPage() {
  useDocumentTitle("Team Stats");
  const [division, setDivision] = useUrlState("division", "");
  const [sort, onSort] = useSortState("win_percentage", SORTABLE);
  const [expanded, setExpanded] = useState<number | null>(null);
  const stats = useTeamStats();
  const rankings = useTeamRankings("overall");
  const sport = useSite().sport;
  const unit = scoreUnit(sport).many.toLowerCase();

  const all = useMemo(() => stats.data ?? [], [stats.data]);
  const divisions = useMemo(() => [...new Set(all.map((r) => r.division).filter((d): d is string => !!d))].sort(), [all]);
  const tableCols = tableColumns(sport, expanded, setExpanded);
  const rows = useMemo(() => {
    const filtered = division ? all.filter((r) => r.division === division) : all;
    return sortRows(filtered, (r) => teamSortValue(r, sort.field), sort.dir);
  }, [all, division, sort.field, sort.dir]);
  const season = all.find((r) => r.season != null)?.season ?? rankings.data?.season ?? "latest";

  const exportCsv = async () => {
    if (await downloadFile(`${ANALYTICS_BASE}/export/team_stats/`, { format: "csv" }, `team-stats-${season}.csv`)) toast.success("Team stats exported");
  };

  if (stats.isError) return <AnalyticsUnavailable onRetry={() => stats.refetch()} />;
  const rk = rankings.data;

  return (
    <AnalyticsPage
      title="Team Stats"
      lead={`Every team's record, home and away splits, ${unit} and form this season. Select a column to sort; select a row for its details.`}
      actions={
        <button type="button" className={secondaryButtonClass} onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </button>
      }
    >
      <section aria-label="League leaders" className="mt-6">
        {rankings.isPending ? (
          <CardGridSkeleton count={4} />
        ) : rk ? (
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <SummaryCard label="Best Record" value={rk.best_record?.team_name ?? "—"} note={rk.best_record ? `${rk.best_record.record} (${formatWinPct(rk.best_record.win_percentage)})` : undefined} />
            <SummaryCard label="Top Offense" value={rk.top_offense?.team_name ?? "—"} note={rk.top_offense ? `${formatNum(rk.top_offense.points_per_game)} ${unit} per game` : undefined} />
            <SummaryCard label="Top Defense" value={rk.top_defense?.team_name ?? "—"} note={rk.top_defense ? `${formatNum(rk.top_defense.points_allowed_per_game)} allowed per game` : undefined} />
            <SummaryCard label="Hot Streak" value={rk.longest_streak?.team_name ?? "—"} note={rk.longest_streak ? `${rk.longest_streak.streak} current streak` : undefined} />
          </dl>
        ) : null}
      </section>

      <FilterPanel label="Filter team stats">
        <FilterSelect label="Division" value={division} allLabel="All Divisions" options={divisions.map((d) => ({ value: d, label: d }))} onChange={(v) => { setDivision(v); setExpanded(null); }} />
      </FilterPanel>

      <section aria-label="Team statistics" className="mt-6 rounded-lg border border-secondary-200 bg-white shadow-sm">
        {stats.isPending ? (
          <div className="p-5">
            <TableSkeleton rows={12} columns={8} label="Loading team stats…" />
          </div>
        ) : rows.length === 0 ? (
          <div className="p-5">
            <EmptyState variant="teams" headingLevel={2} description="No team statistics for this division." />
          </div>
        ) : (
          <DataTable
            caption="Team statistics; select a column header to sort"
            label="Team statistics table"
            columns={tableCols}
            rows={rows}
            rowKey={(r) => r.id}
            sort={sort}
            onSort={onSort}
            tableClassName="min-w-full text-sm"
            rowClassName={(r) => (expanded === r.id ? "bg-primary-50" : "hover:bg-secondary-50")}
            detail={(r) => (expanded === r.id ? <TeamDetails r={r} /> : null)}
            detailRowClassName="bg-primary-50"
          />
        )}
      </section>
    </AnalyticsPage>
  );
}
