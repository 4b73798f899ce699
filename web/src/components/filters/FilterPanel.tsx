import type { ReactNode } from "react";

/** The filter panel around a directory's controls. */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <form role="search" aria-label={label} onSubmit={(e) => e.preventDefault()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 xl:items-end">
        {children}
      </form>
    </div>
  );
}
