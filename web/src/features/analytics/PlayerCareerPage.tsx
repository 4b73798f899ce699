import { lazy, Suspense, useMemo } from "react";
import { Link, useParams } from "react-router";
import { DataTable, sortByColumn, useUrlSort, type Column } from "@/components/data-table";
import { ErrorState } from "@/components/ErrorState";
import { Skeleton, TableSkeleton } from "@/components/Skeleton";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { errorMessage, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useUrlState } from "@/lib/use-url-state";
import { usePlayerCareer } from "./api/get-player-career";
import { AnalyticsPage, LinkButton, Panel } from "./components/Layout";
import { formatStatValue, STAT_COLUMNS } from "./lib/player-columns";
import type { StatTableRow } from "./types";

const BarSeries = lazy(() => import("./components/Charts").then((m) => ({ default: m.BarSeries })));
const SKIP = /(^|_)id$|season|jersey|slug/;

/** The numeric stats present in the seasons, known ones first. */
function careerStats(rows: StatTableRow[]): string[] {
  const keys = new Set<string>();
  for (const r of rows) for (const [k, v] of Object.entries(r)) if (typeof v === "number" && !SKIP.test(k)) keys.add(k);
  const known = Object.keys(STAT_COLUMNS).filter((k) => keys.has(k));
  return [...known, ...[...keys].filter((k) => !known.includes(k))];
}
const label = (k: string) => STAT_COLUMNS[k]?.title ?? k.replace(/_/g, " ");

const statValue = (r: StatTableRow, s: string) => (typeof r[s] === "number" ? (r[s] as number) : null);

/** Season, team, then a column per stat (the charted one in bold). */
function careerColumns(stats: readonly string[], charted: string): Column<StatTableRow>[] {
  return [
    { key: "season", label: "Season", sortable: true, sticky: true, rowHeader: true, headerClassName: "py-1 pl-3 pr-1 font-semibold", cellClassName: "px-3 py-2 pl-5", value: (r) => (r.season == null ? null : Number(r.season)), format: (r) => String(r.season ?? "—") },
    { key: "team", label: "Team", cellClassName: "px-3 py-2 whitespace-nowrap", value: (r) => r.team_name ?? null },
    ...stats.map(
      (s): Column<StatTableRow> => ({
        key: s,
        label: STAT_COLUMNS[s]?.label ?? label(s),
        title: label(s),
        numeric: true,
        sortable: true,
        cellClassName: `px-3 py-2 ${s === charted ? "font-semibold" : ""}`,
        value: (r) => statValue(r, s),
        format: (r) => formatStatValue(statValue(r, s), s),
      }),
    ),
  ];
}

/** The seasons, oldest first (as the chart) until a header sorts them (the sort in the URL). */
function CareerTable({ seasons, stats, charted, name }: { seasons: readonly StatTableRow[]; stats: readonly string[]; charted: string; name: string }) {
  const [sort, onSort] = useUrlSort("season", ["season", ...stats], "asc");
  const columns = useMemo(() => careerColumns(stats, charted), [stats, charted]);
  const rows = useMemo(() => sortByColumn(seasons, columns, sort), [seasons, columns, sort]);
  return (
    <DataTable
      className="-mx-5"
      caption={`${name}'s statistics per season`}
      tableClassName="min-w-full text-sm"
      headerCellClassName="px-3 py-2 font-semibold whitespace-nowrap"
      columns={columns}
      rows={rows}
      rowKey={(r, i) => `${r.season}-${r.team_name ?? ""}-${i}`}
      sort={sort}
      onSort={onSort}
    />
  );
}

/** /analytics/player/:player_id/career: season by season with a career arc chart. */
export default function PlayerCareerPage() {
  const { player_id = "" } = useParams();
  const career = usePlayerCareer(player_id);
  const seasons = useMemo((): StatTableRow[] => [...(career.data?.seasons ?? [])].sort((a, b) => Number(a.season) - Number(b.season)), [career.data]);
  const name = seasons[0]?.player_name ?? "Player";
  useDocumentTitle(`${name} Career`);
  const stats = useMemo(() => careerStats(seasons), [seasons]);
  const fallbackStat = ["points", "passing_yards", "rushing_yards", "receiving_yards"].find((s) => stats.includes(s)) ?? stats.find((s) => !s.startsWith("games")) ?? stats[0] ?? "";
  const [statParam, setStat] = useUrlState("stat", "");
  const stat = stats.includes(statParam) ? statParam : fallbackStat;
  const points = seasons.map((s) => ({ label: String(s.season ?? ""), value: typeof s[stat] === "number" ? (s[stat] as number) : null }));
  const slug = seasons[0]?.player_slug ?? player_id;

  return (
    <AnalyticsPage
      title={`${name} Career`}
      crumbs={[{ label: "Player Stats", to: "/analytics/player-stats" }]}
      lead="Season-by-season statistics and the career arc of the stat you choose."
      actions={
        <>
          <LinkButton to={`/players/${slug}`} secondary>Player page</LinkButton>
          <LinkButton to={`/analytics/player/${player_id}/compare`}>Compare</LinkButton>
        </>
      }
    >
      {career.isPending ? (
        <div className="mt-6"><TableSkeleton rows={8} columns={6} label="Loading the career…" /></div>
      ) : career.isError ? (
        <div className="mt-6"><ErrorState title={isApiError(career.error) && career.error.isNotFound ? "Player Not Found" : "Failed to Load Data"} message={errorMessage(career.error, "The career could not be loaded")} onRetry={() => career.refetch()} /></div>
      ) : seasons.length === 0 ? (
        <p className="mt-6 text-secondary-600">No season statistics for this player.</p>
      ) : (
        <div className="mt-6 space-y-6">
          <Panel id="arc" title="Career Arc">
            <div className="mb-4 max-w-xs">
              <FilterSelect label="Stat" value={stat} options={stats.map((s) => ({ value: s, label: label(s) }))} onChange={(v) => setStat(v === fallbackStat ? "" : v)} />
            </div>
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <BarSeries points={points} name={label(stat)} format={(v) => formatStatValue(v, stat)} ariaLabel={`${name}: ${label(stat)} per season`} />
            </Suspense>
          </Panel>
          <Panel id="seasons" title="Season by Season">
            <CareerTable seasons={seasons} stats={stats} charted={stat} name={name} />
          </Panel>
          <p className="text-sm text-secondary-600">
            <Link to="/analytics/player-stats" className="font-semibold text-primary-800 hover:underline">← All player stats</Link>
          </p>
        </div>
      )}
    </AnalyticsPage>
  );
}
