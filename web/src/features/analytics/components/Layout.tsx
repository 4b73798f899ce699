import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "@/components/Breadcrumb";
import { formatWinPct, WIN_TONE_CLASS, winPctTone } from "../lib/rules";

/** An analytics screen: breadcrumb (Analytics › …), title, lead text, actions. */
export function AnalyticsPage({
  title,
  crumbs = [],
  lead,
  actions,
  children,
}: {
  title: string;
  crumbs?: { label: string; to?: string }[];
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb items={[{ label: "Analytics", to: "/analytics" }, ...crumbs, { label: title }]} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{title}</h1>
          {lead && <p className="mt-2 max-w-3xl text-secondary-600">{lead}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A summary card: label, big figure, a line of context. */
export function SummaryCard({ label, value, note, to }: { label: string; value: ReactNode; note?: ReactNode; to?: string }) {
  return (
    <div className="rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-secondary-600">{label}</dt>
      <dd className="mt-1">
        <span className="block truncate text-lg font-bold tabular-nums text-secondary-900 sm:text-2xl">
          {to ? (
            <Link to={to} className="hover:text-primary-800 hover:underline">
              {value}
            </Link>
          ) : (
            value
          )}
        </span>
        {note && <span className="mt-1 block text-xs text-secondary-600">{note}</span>}
      </dd>
    </div>
  );
}

/** A panel with a heading and an optional link in its corner. */
export function Panel({ title, link, children, id }: { title: string; link?: { to: string; label: string }; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-secondary-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-secondary-100 px-5 py-3">
        <h2 id={id} className="text-lg font-semibold text-secondary-900">
          {title}
        </h2>
        {link && (
          <Link to={link.to} className="text-sm font-semibold text-primary-800 hover:underline">
            {link.label} →
          </Link>
        )}
      </div>
      <div className="p-5">{children}</div>
    </section>
  );
}

/** Win percentage with one decimal, coloured green from 70%, yellow from 50%, orange from 30%, else red. */
export function WinPct({ value }: { value: number | null | undefined }) {
  if (typeof value !== "number") return <span className="text-secondary-500">—</span>;
  return <span className={`inline-block rounded px-1.5 py-0.5 font-semibold tabular-nums ${WIN_TONE_CLASS[winPctTone(value)]}`}>{formatWinPct(value)}</span>;
}

export const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-50";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50";

/** A link styled as a button. */
export function LinkButton({ to, children, secondary }: { to: string; children: ReactNode; secondary?: boolean }) {
  return (
    <Link to={to} className={secondary ? secondaryButtonClass : buttonClass}>
      {children}
    </Link>
  );
}
