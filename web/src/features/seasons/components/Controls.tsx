import { useId, type ReactNode } from "react";

/**
 * Form controls and summary tiles shared by the seasons and standings
 * screens: a labelled search box, a labelled select, and a row of tiles.
 */

const fieldClass =
  "mt-1 w-full rounded-md border border-secondary-300 bg-white py-2 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500";

export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className = "",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <div className="relative">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none absolute left-3 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-secondary-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
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
          className={`${fieldClass} pl-9 pr-3 placeholder:text-secondary-500`}
        />
      </div>
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  allLabel,
  className = "",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first option, value "" (e.g. "All Sports"). */
  allLabel: string;
  className?: string;
}) {
  const id = useId();
  const known = value === "" || options.some((o) => o.value === value);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-secondary-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${fieldClass} pl-3 pr-8`}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}

export interface Tile {
  label: string;
  value: ReactNode;
  /** Text colour class of the figure. */
  accent?: string;
}

export function Tiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <div key={t.label} className="flex flex-col-reverse rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-secondary-600">{t.label}</dt>
          <dd className={`text-3xl font-bold tabular-nums ${t.accent ?? "text-secondary-900"}`}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's title block. */
export function PageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{title}</h1>
        {children && <p className="mt-2 max-w-2xl text-secondary-600">{children}</p>}
      </div>
      {actions}
    </div>
  );
}

/** Resets every filter; disabled while none is set. */
export function ClearFiltersButton({ onClear, disabled }: { onClear: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClear}
      disabled={disabled}
      className="rounded-md border border-secondary-300 px-4 py-2 text-sm font-semibold text-secondary-800 hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50"
    >
      Clear filters
    </button>
  );
}

/** A toggle chip (quick filters, categories): aria-pressed, filled when on. */
export function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset transition ${
        on ? "bg-primary-700 text-white ring-primary-700" : "bg-white text-secondary-800 ring-secondary-300 hover:bg-secondary-100"
      }`}
    >
      {children}
    </button>
  );
}
