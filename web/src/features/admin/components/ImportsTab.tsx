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

function Row({ run }: { run: ImportRun }) {
  const when = run.finished_at ?? run.started_at;
  return (
    <tr className="border-t border-secondary-100 align-top">
      <td className="px-3 py-2 font-medium text-secondary-900">{sourceLabel(run.source)}</td>
      <td className="px-3 py-2 text-secondary-700">{when ? formatWhen(when) : "—"}</td>
      <td className="px-3 py-2 text-secondary-700">
        {run.finished_at ? duration(run.started_at, run.finished_at) || "—" : <span className="text-amber-800">running or stopped</span>}
      </td>
      <td className="px-3 py-2 text-right tabular-nums text-secondary-900">{run.rows == null ? "—" : run.rows.toLocaleString("en-US")}</td>
    </tr>
  );
}

/** The import runs (GET /api/admin/imports/): source, time, rows. */
export function ImportsTab() {
  const imports = useImports();
  if (imports.isPending) return <TableSkeleton />;
  if (imports.isError) return <ErrorState message={errorMessage(imports.error)} onRetry={() => void imports.refetch()} />;
  if (!imports.data.length) return <EmptyState title="No imports yet" description="Runs of almanac import and the first start appear here." />;
  return (
    <div className="overflow-x-auto rounded-lg border border-secondary-200 bg-white shadow-sm">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Import runs, newest first</caption>
        <thead className="bg-secondary-50 text-left text-xs font-semibold uppercase tracking-wide text-secondary-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Source
            </th>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              Took
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Rows
            </th>
          </tr>
        </thead>
        <tbody>
          {imports.data.map((r) => (
            <Row key={r.id} run={r} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
