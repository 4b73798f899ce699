/** Table sorting: the toggle rule and a stable sort with missing values last. */

export type SortDir = "asc" | "desc";

export interface SortState<F extends string = string> {
  field: F;
  dir: SortDir;
}

/** Clicking the same column flips the direction; a new column starts descending. */
export function nextSort<F extends string>(current: SortState<F>, clicked: F): SortState<F> {
  if (clicked === current.field) return { field: clicked, dir: current.dir === "desc" ? "asc" : "desc" };
  return { field: clicked, dir: "desc" };
}

export type SortValue = number | string | null | undefined;

/** Rows ordered by a value (numbers numerically, text alphabetically); missing values always last; stable. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, dir: SortDir): T[] {
  const sign = dir === "asc" ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => {
      const x = a.v;
      const y = b.v;
      const xm = x === null || x === undefined || (typeof x === "number" && !Number.isFinite(x));
      const ym = y === null || y === undefined || (typeof y === "number" && !Number.isFinite(y));
      if (xm || ym) return xm && ym ? a.i - b.i : xm ? 1 : -1;
      const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      return c * sign || a.i - b.i;
    })
    .map((e) => e.row);
}

/** Rows ordered by the sorted column's value (rows unchanged when no column has that key or a value). */
export function sortByColumn<R>(rows: readonly R[], columns: readonly { key: string; value?: (row: R, index: number) => SortValue }[], sort: SortState): R[] {
  const col = columns.find((c) => c.key === sort.field);
  if (!col?.value) return [...rows];
  const value = col.value;
  return sortRows(rows, (r) => value(r, 0), sort.dir);
}
