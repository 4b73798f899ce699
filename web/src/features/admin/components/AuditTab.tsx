import { Link } from "react-router";
import { Badge, type BadgeTone } from "@/components/Badge";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { ListSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import { useUrlState } from "@/lib/use-url-state";
import { AUDIT_PAGE_SIZE, useAudit } from "../api/get-audit";
import { actionLabel, auditChanges, formatWhen, type AuditEntry } from "../lib/audit";

const ACTION_TONES: Record<string, BadgeTone> = {
  "game.ingest": "success",
  "game.correct": "warning",
  "champion.correct": "warning",
  "user.role": "accent",
};

function Entity({ entry }: { entry: AuditEntry }) {
  const id = entry.entity_id;
  if (entry.entity === "game" && id !== null) {
    return (
      <Link to={`/scores/${id}`} className="font-medium text-primary-800 hover:underline">
        Game #{id}
      </Link>
    );
  }
  return (
    <span className="font-medium text-secondary-900">
      {entry.entity}
      {id !== null ? ` #${id}` : ""}
    </span>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className="rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={ACTION_TONES[entry.action] ?? "neutral"}>{actionLabel(entry.action)}</Badge>
        <Entity entry={entry} />
        {entry.external_id && (
          <span className="text-secondary-700">
            external id <code className="rounded bg-secondary-100 px-1 font-mono text-xs text-secondary-900">{entry.external_id}</code>
          </span>
        )}
        <time dateTime={entry.at} className="text-secondary-600 sm:ml-auto">
          {formatWhen(entry.at)}
        </time>
      </div>
      <p className="mt-1 text-sm text-secondary-700">
        by <span className="font-medium text-secondary-900">{entry.actor?.email ?? "the system"}</span>
        {entry.actor?.role ? ` (${entry.actor.role})` : ""}
      </p>
      {entry.reason && <p className="mt-1 text-sm italic text-secondary-800">“{entry.reason}”</p>}
      {changes.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md bg-secondary-50 p-3 text-sm">
          {changes.map((c) => (
            <div key={c.field} className="contents">
              <dt className="font-mono text-xs leading-5 text-secondary-700">{c.field}</dt>
              <dd className="min-w-0 break-words">
                <span className="text-secondary-600 line-through decoration-secondary-400">{c.before}</span>
                <span aria-hidden="true" className="px-1.5 text-secondary-500">
                  →
                </span>
                <span className="sr-only"> changed to </span>
                <span className="font-semibold text-secondary-900">{c.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-secondary-600">No field changed.</p>
      )}
    </li>
  );
}

/** The audit log (GET /api/admin/audit/): every write, newest first, 25 a page; the page lives in the URL. */
export function AuditTab() {
  const [raw, setPage] = useUrlState("page", "1");
  const page = Math.max(1, Number.parseInt(raw, 10) || 1);
  const audit = useAudit(page);
  if (audit.isPending) return <ListSkeleton />;
  if (audit.isError) return <ErrorState message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />;
  const { count, results, next, previous } = audit.data;
  if (!results.length) return <EmptyState title="Nothing recorded yet" description="Live games, corrections and role changes appear here." />;
  const pages = Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE));
  const pager = "rounded-md border border-secondary-300 bg-white px-3 py-1.5 text-sm font-medium text-secondary-800 hover:bg-secondary-100 disabled:opacity-50";
  return (
    <div aria-busy={audit.isPlaceholderData || undefined}>
      <ol className="space-y-3" aria-label="Audit log">
        {results.map((e) => (
          <Entry key={e.id} entry={e} />
        ))}
      </ol>
      <nav aria-label="Audit log pages" className="mt-4 flex items-center justify-between gap-3 text-sm text-secondary-700">
        <button type="button" className={pager} disabled={!previous || page <= 1} onClick={() => setPage(String(page - 1))}>
          Newer
        </button>
        <span>
          Page {page} of {pages} · {count.toLocaleString("en-US")} entries
        </span>
        <button type="button" className={pager} disabled={!next} onClick={() => setPage(String(page + 1))}>
          Older
        </button>
      </nav>
    </div>
  );
}
