import { DataTable, type Column } from "@/components/data-table";
import { pctLabel } from "../lib/odds-chart";
import type { OddsCalibBin } from "../types";

const pct = (v: number) => `${Math.round(v * 100)}%`;

const columns: Column<OddsCalibBin>[] = [
  { key: "bin", label: "Forecast", rowHeader: true, value: (b) => `${Math.round(b.lower * 100)}–${pct(b.upper)}` },
  { key: "forecasts", label: "Forecasts", numeric: true, value: (b) => b.forecasts, format: (b) => b.forecasts.toLocaleString("en-US") },
  { key: "predicted", label: "Predicted", title: "The mean forecast in the bin", numeric: true, value: (b) => (b.forecasts ? b.predicted : null), format: (b) => (b.forecasts ? pctLabel(b.predicted) : "—") },
  { key: "observed", label: "Observed", title: "How often it happened", numeric: true, value: (b) => (b.forecasts ? b.observed : null), format: (b) => (b.forecasts ? pctLabel(b.observed) : "—") },
  {
    key: "gap",
    label: "Gap",
    title: "Observed minus predicted, in percentage points",
    numeric: true,
    className: "hidden sm:table-cell",
    value: (b) => (b.forecasts ? b.observed - b.predicted : null),
    format: (b) => {
      if (!b.forecasts) return "—";
      const gap = Math.round((b.observed - b.predicted) * 100);
      return gap === 0 ? "0" : `${gap > 0 ? "+" : "−"}${Math.abs(gap)}`;
    },
  },
];

/** Calibration by tenth of the probability scale: predicted against observed (a bin without forecasts shows "—"). */
export function CalibrationTable({ bins, caption }: { bins: OddsCalibBin[]; caption: string }) {
  return <DataTable caption={caption} columns={columns} rows={bins} rowKey={(b) => String(b.lower)} tableClassName="min-w-full text-sm" headerCellClassName="px-2 py-2 font-semibold sm:px-3" cellClassName="px-2 py-2 sm:px-3" />;
}
