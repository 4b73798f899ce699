/**
 * A JSON report drawn as sections: scalar fields as a definition list,
 * nested objects as sub-sections, lists of objects as tables (first rows).
 * Field names become labels ("points_per_game" → "Points per game").
 */
import { fieldLabel, isYearField } from "@/lib/field-labels";

const HIDDEN = /(^|_)(id|slug)$/;
const MAX_ROWS = 25;

/** "points_for" → "Runs for" in baseball: the report's sport names its units. */
export function humanize(key: string, sport?: string | null): string {
  return fieldLabel(key, sport);
}

function scalar(v: unknown, key = ""): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "number" && isYearField(key)) return String(v);
  if (typeof v === "number") return Number.isInteger(v) ? v.toLocaleString("en-US") : v.toLocaleString("en-US", { maximumFractionDigits: 3 });
  if (typeof v === "boolean") return v ? "Yes" : "No";
  return String(v);
}

const isScalar = (v: unknown) => v === null || typeof v !== "object";

function Table({ rows, caption, sport }: { rows: Record<string, unknown>[]; caption: string; sport?: string | null }) {
  const cols = Object.keys(rows[0] ?? {}).filter((k) => !HIDDEN.test(k) && rows.some((r) => isScalar(r[k])));
  return (
    <div className="overflow-x-auto rounded-md border border-secondary-200">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
          <tr>
            {cols.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                {humanize(c, sport)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-secondary-100">
          {rows.slice(0, MAX_ROWS).map((r, i) => (
            <tr key={i}>
              {cols.map((c) => (
                <td key={c} className="px-3 py-1.5 tabular-nums whitespace-nowrap">
                  {isScalar(r[c]) ? scalar(r[c], c) : ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > MAX_ROWS && <p className="px-3 py-2 text-xs text-secondary-600">First {MAX_ROWS} of {rows.length} rows; the download has them all.</p>}
    </div>
  );
}

export function ReportView({ data, title, depth = 2, sport: inherited }: { data: Record<string, unknown>; title?: string; depth?: number; sport?: string | null }) {
  // The report names its sport once at the top; nested parts inherit it.
  const sport = typeof data.sport === "string" ? data.sport : inherited;
  const entries = Object.entries(data).filter(([k]) => !HIDDEN.test(k));
  const scalars = entries.filter(([, v]) => isScalar(v));
  const nested = entries.filter(([, v]) => !isScalar(v));
  const H = (depth <= 2 ? "h2" : "h3") as "h2" | "h3";
  return (
    <div className="space-y-5">
      {title && <H className="text-lg font-semibold text-secondary-900">{title}</H>}
      {scalars.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {scalars.map(([k, v]) => (
            <div key={k} className="rounded-md bg-secondary-50 p-3">
              <dt className="text-xs font-semibold uppercase text-secondary-600">{humanize(k, sport)}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums text-secondary-900">{scalar(v, k)}</dd>
            </div>
          ))}
        </dl>
      )}
      {nested.map(([k, v]) =>
        Array.isArray(v) ? (
          v.length > 0 && (
            <section key={k} className="space-y-2">
              <H className="text-base font-semibold text-secondary-900">{humanize(k, sport)}</H>
              {v.every((x) => x && typeof x === "object" && !Array.isArray(x)) ? (
                <Table rows={v as Record<string, unknown>[]} caption={humanize(k, sport)} sport={sport} />
              ) : (
                <ul className="list-disc pl-5 text-sm text-secondary-800">
                  {v.slice(0, MAX_ROWS).map((x, i) => (
                    <li key={i}>{isScalar(x) ? scalar(x) : JSON.stringify(x)}</li>
                  ))}
                </ul>
              )}
            </section>
          )
        ) : (
          <section key={k} className="rounded-lg border border-secondary-200 p-4">
            <ReportView data={v as Record<string, unknown>} title={humanize(k, sport)} depth={depth + 1} sport={sport} />
          </section>
        ),
      )}
    </div>
  );
}
