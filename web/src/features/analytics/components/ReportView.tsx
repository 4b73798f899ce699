import { DataTable, type Column } from "@/components/data-table";

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
  // A season or a year is a label, never a count: 2025, not "2,025".
  if (typeof v === "number" && isYearField(key)) return String(v);
  if (typeof v === "number") return Number.isInteger(v) ? v.toLocaleString("en-US") : v.toLocaleString("en-US", { maximumFractionDigits: 3 });
  if (typeof v === "boolean") return v ? "Yes" : "No";
  return String(v);
}

const isScalar = (v: unknown) => v === null || typeof v !== "object";

type Row = Record<string, unknown>;

/**
 * The column that names a list's rows: the first season, year or text field
 * whose value differs in every row (a team's history: the season, not the
 * team's name repeated).
 */
function namingKey(rows: readonly Row[], keys: readonly string[]): string | undefined {
  if (rows.length < 2) return undefined;
  return keys.find((k) => (isYearField(k) || rows.every((r) => typeof r[k] === "string")) && new Set(rows.map((r) => r[k])).size === rows.length);
}

/** A list's columns: its scalar fields (ids and slugs left out), the one naming the rows first and in view; all-number fields align right. */
function reportColumns(rows: readonly Row[], sport?: string | null): Column<Row>[] {
  const keys = Object.keys(rows[0] ?? {}).filter((k) => !HIDDEN.test(k) && rows.some((r) => isScalar(r[k])));
  const naming = namingKey(rows, keys);
  const ordered = naming ? [naming, ...keys.filter((k) => k !== naming)] : keys;
  return ordered.map((k, i) => ({
    key: k,
    label: humanize(k, sport),
    sticky: i === 0,
    numeric: !isYearField(k) && rows.every((r) => r[k] === null || r[k] === undefined || typeof r[k] === "number"),
    value: (r) => {
      const v = r[k];
      return typeof v === "number" || typeof v === "string" ? v : null;
    },
    format: (r) => (isScalar(r[k]) ? scalar(r[k], k) : ""),
  }));
}

function Table({ rows, caption, sport }: { rows: Row[]; caption: string; sport?: string | null }) {
  return (
    <div className="rounded-md border border-secondary-200">
      <DataTable
        caption={caption}
        tableClassName="min-w-full text-sm"
        headerCellClassName="px-3 py-2 font-semibold whitespace-nowrap"
        cellClassName="px-3 py-1.5 tabular-nums whitespace-nowrap"
        columns={reportColumns(rows, sport)}
        rows={rows.slice(0, MAX_ROWS)}
        rowKey={(_, i) => i}
      />
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
