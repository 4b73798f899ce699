import type { ReactNode } from "react";
import { Link } from "react-router";
import type { InfoRow } from "../lib/detail";

/** A titled card with label/value rows. */
export function InfoCard({ title, rows, children }: { title: string; rows?: InfoRow[]; children?: ReactNode }) {
  return (
    <section className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h3 className="text-lg font-semibold text-secondary-900">{title}</h3>
      {rows && rows.length > 0 && <InfoList rows={rows} className="mt-3" />}
      {children}
    </section>
  );
}

export function InfoList({ rows, className = "" }: { rows: InfoRow[]; className?: string }) {
  return (
    <dl className={`divide-y divide-secondary-100 ${className}`}>
      {rows.map((r) => (
        <div key={r.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
          <dt className="text-secondary-600">{r.label}</dt>
          <dd className="text-right font-medium text-secondary-900 break-all sm:break-normal">{r.to ? (
              <Link to={r.to} className="underline decoration-secondary-300 underline-offset-2 hover:text-primary-700">
                {r.value}
              </Link>
            ) : (
              r.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
