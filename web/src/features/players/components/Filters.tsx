import { useId, type ReactNode } from "react";

export const selectClass =
  "mt-1 w-full rounded-md border border-secondary-300 bg-white py-2 pl-3 pr-8 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500 disabled:cursor-not-allowed disabled:bg-secondary-100";

export interface Option {
  value: string;
  label: string;
}

/** A labelled select; the first option ("All …") has the empty value. */
export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
  disabled,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  options: Option[];
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} title={hint} className={selectClass}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {value && !known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}

/** The search box of a directory. */
export function SearchInput({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (v: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <div className="relative mt-1">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-secondary-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="w-full rounded-md border border-secondary-300 bg-white py-2 pl-9 pr-3 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500"
        />
      </div>
    </div>
  );
}

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

/** Previous / next paging with "Page x of y". */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const btn = "rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-secondary-700">
        Page {page} of {pages}
      </span>
      <button type="button" className={btn} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** 'Export CSV': the page builds the file in the browser. */
export function ExportCsvButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex items-center gap-2 self-start rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50 sm:self-auto"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      Export CSV
    </button>
  );
}
