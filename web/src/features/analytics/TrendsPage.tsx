import { useMemo } from "react";
import { DataTable, sortByColumn, useLocalSort, type Column } from "@/components/data-table";
import { ListSkeleton } from "@/components/Skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLeagueInsights } from "./api/get-league-insights";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { AnalyticsPage } from "./components/Layout";
import { formatChange, leagueLabel, trendValue } from "./lib/format";
import type { InsightsScope, LeagueTrend } from "./types";

const DIR = { up: "▲ Up", down: "▼ Down" } as Record<string, string>;
const directionClass = (t: LeagueTrend) => (t.direction === "up" ? "text-green-800" : t.direction === "down" ? "text-red-800" : "text-secondary-700");

/** A season's figure over the season it is from. */
function figure(value: (t: LeagueTrend) => number | null, season: (t: LeagueTrend) => string | null, label: string, key: string, strong = false): Column<LeagueTrend> {
  return {
    key,
    label,
    numeric: true,
    sortable: true,
    cellClassName: `px-3 py-2 ${strong ? "font-semibold" : ""}`,
    value,
    format: (t) => (
      <>
        {trendValue(value(t), t.unit)}
        <span className="block text-xs font-normal text-secondary-500">{season(t)}</span>
      </>
    ),
  };
}

const TREND_COLUMNS: Column<LeagueTrend>[] = [
  {
    key: "trend",
    label: "Trend",
    rowHeader: true,
    sticky: true,
    headerClassName: "px-5 py-2 font-semibold",
    // Wide enough on a phone that the name reads while the figures scroll under it.
    cellClassName: "min-w-40 px-5 py-2 text-secondary-900",
    value: (t) => t.title,
    format: (t) => (
      <>
        {t.title}
        <span className="block text-xs font-normal text-secondary-600">
          {t.unit}, {t.games.toLocaleString("en-US")} games
        </span>
      </>
    ),
  },
  figure((t) => t.ten_years_ago, (t) => t.ten_years_ago_season, "Ten seasons earlier", "ten_years_ago"),
  figure((t) => t.previous, (t) => t.previous_season, "Previous season", "previous"),
  figure((t) => t.current, (t) => t.season, "Latest season", "current", true),
  {
    key: "change",
    label: "Change",
    numeric: true,
    sortable: true,
    headerClassName: "py-1 pl-1 pr-3 font-semibold",
    cellClassName: (t) => `whitespace-nowrap px-5 py-2 ${directionClass(t)}`,
    value: (t) => t.change_percent,
    format: (t) => `${DIR[t.direction] ?? "Level"} ${formatChange(t.change_percent)}`,
  },
];

/** No column yet: the API's order. */
const API_ORDER = { field: "", dir: "desc" } as const;

/** One league's trends; a figure's header sorts them. */
function LeagueTrends({ scope }: { scope: InsightsScope }) {
  const [sort, onSort] = useLocalSort(API_ORDER);
  const rows = useMemo(() => sortByColumn(scope.trends, TREND_COLUMNS, sort), [scope.trends, sort]);
  const league = leagueLabel(scope.sport.slug, scope.level.slug);
  const id = `trends-${scope.sport.slug}-${scope.level.slug}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-secondary-200 bg-white shadow-sm">
      <h2 id={id} className="border-b border-secondary-100 px-5 py-3 text-lg font-semibold text-secondary-900">
        {league}
      </h2>
      <DataTable caption={`${league} trends`} tableClassName="min-w-full text-sm" headerCellClassName="px-3 py-2 font-semibold" columns={TREND_COLUMNS} rows={rows} rowKey={(t) => t.key} sort={sort} onSort={onSort} />
    </section>
  );
}

/** /analytics/trends: each league's trends, ten seasons ago, last season and this season side by side. */
export default function TrendsPage() {
  useDocumentTitle("League Trends");
  const q = useLeagueInsights();
  if (q.isError) return <AnalyticsUnavailable onRetry={() => q.refetch()} />;
  return (
    <AnalyticsPage title="League Trends" lead="Scoring, home wins, close games and overtime: the latest season against the one before and ten seasons earlier.">
      {q.isPending ? (
        <div className="mt-6"><ListSkeleton rows={8} label="Loading league trends…" /></div>
      ) : (
        <div className="mt-6 space-y-8">
          {q.data.sports.filter((s) => s.trends.length > 0).map((s) => (
            <LeagueTrends key={`${s.sport.slug}-${s.level.slug}`} scope={s} />
          ))}
        </div>
      )}
    </AnalyticsPage>
  );
}
