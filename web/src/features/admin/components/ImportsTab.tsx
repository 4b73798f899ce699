import { DataTable, type Column } from "@/components/data-table";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import { useImports, type ImportRun } from "../api/get-imports";
import { formatWhen } from "../lib/audit";

/** "1 m 32 s" between two times; "" when either is unknown. */
export function duration(from: string | null, to: string | null): string {
  if (!from || !to) return "";
  const ms = new Date(to).getTime() - new Date(from).getTime();
  if (!Number.isFinite(ms) || ms < 0) return "";
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} m ${s % 60} s`;
}

/** What a run's source names: its dataset groups, or the live-score ingest opening a league's next season. */
export function sourceLabel(source: string): string {
  if (source === "ingest") return "Live-score ingest: a new season for a live game";
  return source.split(",").join(", ");
}

const runTime = (r: ImportRun) => r.finished_at ?? r.started_at;

const COLUMNS: Column<ImportRun>[] = [
  { key: "source", label: "Source", sticky: true, value: (r) => sourceLabel(r.source), cellClassName: "px-3 py-2 font-medium text-secondary-900" },
  { key: "when", label: "When", value: (r) => runTime(r), format: (r) => (runTime(r) ? formatWhen(runTime(r)!) : "—"), cellClassName: "px-3 py-2 text-secondary-700" },
  {
    key: "took",
    label: "Took",
    value: (r) => (r.finished_at ? duration(r.started_at, r.finished_at) || null : "running or stopped"),
    format: (r) => (r.finished_at ? duration(r.started_at, r.finished_at) || "—" : <span className="text-amber-800">running or stopped</span>),
    cellClassName: "px-3 py-2 text-secondary-700",
  },
  { key: "rows", label: "Rows", numeric: true, value: (r) => r.rows, format: (r) => (r.rows == null ? "—" : r.rows.toLocaleString("en-US")), cellClassName: "px-3 py-2 text-secondary-900" },
];

/** The import runs (GET /api/admin/imports/): source, time, rows. */
export function ImportsTab() {
  const imports = useImports();
  if (imports.isPending) return <TableSkeleton />;
  if (imports.isError) return <ErrorState message={errorMessage(imports.error)} onRetry={() => void imports.refetch()} />;
  if (!imports.data.length) return <EmptyState title="No imports yet" description="Runs of almanac import and the first start appear here." />;
  return (
    <DataTable
      className="rounded-lg border border-secondary-200 bg-white shadow-sm"
      tableClassName="min-w-full text-sm"
      theadClassName="bg-secondary-50 text-left text-xs font-semibold uppercase tracking-wide text-secondary-700"
      tbodyClassName=""
      headerCellClassName="px-3 py-2"
      caption="Import runs, newest first"
      columns={COLUMNS}
      rows={imports.data}
      rowKey={(r) => r.id}
      rowClassName={() => "border-t border-secondary-100 align-top"}
    />
  );
}
