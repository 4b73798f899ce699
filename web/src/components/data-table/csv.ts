import { csvField } from "@/lib/csv";
import type { Column } from "./types";

/** The CSV of a table's view: the columns shown (those not left out of the file), rows in the order shown. */
export function tableCsv<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  const cols = columns.filter((c) => c.csv !== false);
  const lines = [cols.map((c) => csvField(c.label)).join(",")];
  rows.forEach((r, i) => {
    lines.push(cols.map((c) => csvField(csvValue(c, r, i))).join(","));
  });
  return lines.join("\r\n") + "\r\n";
}

function csvValue<R>(c: Column<R>, r: R, i: number): string | number | null | undefined {
  if (typeof c.csv === "function") return c.csv(r, i);
  return c.value?.(r, i);
}
