import { ExportCsvButton } from "@/components/ExportCsvButton";
import { downloadText } from "@/lib/csv";
import { tableCsv } from "./csv";
import type { Column } from "./types";

/** Saves the table's view (its columns, its rows in the order shown) as a CSV file. */
export function exportTableCsv<R>(filename: string, columns: readonly Column<R>[], rows: readonly R[]) {
  downloadText(filename, tableCsv(columns, rows));
}

/** 'Export CSV' of a table's view. */
export function TableCsvButton<R>({ filename, columns, rows, onDone }: { filename: string; columns: readonly Column<R>[]; rows: readonly R[]; onDone?: () => void }) {
  return (
    <ExportCsvButton
      disabled={rows.length === 0}
      onClick={() => {
        exportTableCsv(filename, columns, rows);
        onDone?.();
      }}
    />
  );
}
