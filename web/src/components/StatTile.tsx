import type { ReactNode } from "react";

/** A summary tile: a figure and its label. */
/** reserveNote keeps a note's room while the note waits for data (it would push everything below down when it came). */
export function StatTile({ label, value, note, reserveNote }: { label: string; value: ReactNode; note?: string; reserveNote?: boolean }) {
  return (
    <div className="rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-secondary-600">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold tabular-nums text-secondary-900">{value}</span>
        {note ? (
          <span className="mt-1 block text-xs text-secondary-600">{note}</span>
        ) : (
          reserveNote && <span className="mt-1 block min-h-8 sm:min-h-4" aria-hidden="true" />
        )}
      </dd>
    </div>
  );
}
