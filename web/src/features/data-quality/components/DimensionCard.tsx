import { Badge } from "@/components/Badge";
import type { QualityDimension } from "../api/get-data-quality";
import { count, fmt, statusLabel, statusTone } from "../lib/quality";
import { HealthBar } from "./HealthBar";

/** One dimension (completeness, accuracy, freshness, consistency): its score and every figure with its counts. */
export function DimensionCard({ dimension }: { dimension: QualityDimension }) {
  const id = `dq-${dimension.key}`;
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 id={id} className="text-sm font-medium text-secondary-600">
          {dimension.label}
        </h3>
        <Badge tone={statusTone(dimension.status)}>{statusLabel(dimension.status)}</Badge>
      </div>
      <p className="mt-1 text-3xl font-bold tabular-nums text-secondary-900">{fmt(dimension.score)}</p>
      <HealthBar value={dimension.score} label={dimension.label} />
      <ul className="mt-4 space-y-3 text-sm">
        {dimension.figures.map((f) => (
          <li key={f.key}>
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-secondary-800">{f.label}</span>
              <span className="tabular-nums font-semibold text-secondary-900">{fmt(f.value)}</span>
            </div>
            <p className="text-xs text-secondary-600">{f.denominator > 0 ? `${count(f.numerator)} of ${count(f.denominator)}` : "Nothing to measure"}</p>
          </li>
        ))}
      </ul>
      <details className="mt-auto pt-4 text-xs text-secondary-600">
        <summary className="cursor-pointer font-medium text-primary-700">How it is measured</summary>
        <dl className="mt-2 space-y-2">
          {dimension.figures.map((f) => (
            <div key={f.key}>
              <dt className="font-medium text-secondary-800">{f.label}</dt>
              <dd>{f.description}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
