import { useState } from "react";
import { Breadcrumb } from "@/components/Breadcrumb";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { ExportCsvButton } from "@/components/ExportCsvButton";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { formatCount } from "@/lib/people/format";
import { SPORTS } from "@/lib/people/positions";
import { downloadText } from "@/lib/csv";
import type { QueryParams } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { COACH_STATS_MAX, useCoachStats, type CoachSort, type Timeframe } from "./api/get-coach-stats";
import { CoachStatsTable } from "./components/CoachStatsTable";
import { coachStatsCsv, coachStatsFilename } from "./lib/format";

const TIMEFRAMES: { value: Timeframe; label: string }[] = [
  { value: "career", label: "Career" },
  { value: "current", label: "Current Season" },
  { value: "last5", label: "Last 5 Years" },
];
const SORTS: { value: CoachSort; label: string }[] = [
  { value: "win_percentage", label: "Win Percentage" },
  { value: "wins", label: "Total Wins" },
  { value: "championships", label: "Championships" },
  { value: "experience", label: "Experience" },
];
/** The server's minimum games to be ranked by win percentage, per timeframe. */
const MIN_GAMES: Record<Timeframe, number> = { career: 100, last5: 40, current: 0 };

/**
 * Coaching statistics: timeframe and sort selects, one
 * expandable row at a time, Export CSV built in the browser from the
 * records the server computed from tenures and games (never random).
 */
export default function CoachStatsPage() {
  useDocumentTitle("Coaching Statistics");
  const site = useSite();
  const isHub = !site.sport;
  const [timeframe] = useUrlState<Timeframe>("timeframe", "career");
  const [sort] = useUrlState<CoachSort>("sort", "win_percentage");
  const [sportParam] = useUrlState("sport", "");
  const set = useUrlStateSetter({ timeframe: "career", sort: "win_percentage" });
  const [expanded, setExpanded] = useState<number | null>(null);
  const tf = TIMEFRAMES.some((t) => t.value === timeframe) ? timeframe : "career";
  const order = SORTS.some((s) => s.value === sort) ? sort : "win_percentage";
  const sport = isHub ? sportParam : (site.sport ?? "");

  const params: QueryParams = { timeframe: tf, sort: order };
  if (isHub && sportParam) params.sport__slug = sportParam;
  const stats = useCoachStats(params);
  const rows = stats.data ?? [];

  const exportCsv = () => {
    downloadText(coachStatsFilename(sport, tf), coachStatsCsv(rows));
    toast.success("Coaching statistics exported");
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb items={[{ label: "All Coaches", to: "/coaches" }, { label: "Coaching Statistics" }]} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Coaching Statistics</h1>
          <p className="mt-2 max-w-2xl text-secondary-600">
            Head coaches' records computed from their seasons and games: wins, losses, playoff trips and titles.
            {order === "win_percentage" && MIN_GAMES[tf] > 0 ? ` Ranked by win percentage with at least ${MIN_GAMES[tf]} games.` : ""}
          </p>
        </div>
        <ExportCsvButton onClick={exportCsv} disabled={rows.length === 0} />
      </div>

      <FilterPanel label="Coaching statistics options">
        <FilterSelect label="Timeframe" value={tf} options={TIMEFRAMES} onChange={(v) => set({ timeframe: v })} />
        <FilterSelect label="Sort by" value={order} options={SORTS} onChange={(v) => set({ sort: v })} />
        {isHub && <FilterSelect label="Sport" value={sportParam} allLabel="All Sports" options={SPORTS.map((s) => ({ value: s.slug, label: s.name }))} onChange={(v) => set({ sport: v })} />}
      </FilterPanel>

      <section aria-labelledby="coach-stats-heading" className="mt-6 rounded-lg border border-secondary-200 bg-white shadow-sm">
        <h2 id="coach-stats-heading" className="px-5 pt-4 text-lg font-semibold text-secondary-900">
          {TIMEFRAMES.find((t) => t.value === tf)?.label} · {SORTS.find((s) => s.value === order)?.label}
          {rows.length > 0 && (
            <span className="ml-2 text-sm font-normal text-secondary-600">
              {formatCount(rows.length)} {rows.length === 1 ? "coach" : "coaches"}
              {rows.length >= COACH_STATS_MAX ? " (top)" : ""}
            </span>
          )}
        </h2>
        <div className="py-3">
          {stats.isPending ? (
            <div className="px-5">
              <TableSkeleton rows={10} columns={6} label="Loading coaching statistics…" />
            </div>
          ) : stats.isError ? (
            <div className="px-5">
              <ErrorState message="Failed to load coaching statistics." onRetry={() => stats.refetch()} />
            </div>
          ) : rows.length === 0 ? (
            <div className="px-5">
              <EmptyState title="No Data Available" description="No coaching statistics available for the selected timeframe." headingLevel={3} />
            </div>
          ) : (
            <CoachStatsTable rows={rows} expanded={expanded} onToggle={(id) => setExpanded((x) => (x === id ? null : id))} showSport={isHub && !sportParam} />
          )}
        </div>
      </section>
    </div>
  );
}
