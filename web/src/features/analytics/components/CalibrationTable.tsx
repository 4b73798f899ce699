import { DataTable, type Column } from "@/components/data-table";
import { pctLabel } from "../lib/odds-chart";
import type { OddsCalibBin } from "../types";

const pct = (v: number) => `${Math.round(v * 100)}%`;

const columns: Column<OddsCalibBin>[] = [
  { key: "bin", label: "Forecast", rowHeader: true, value: (b) => `${pct(b.lower)}–${pct(b.upper)}` },
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
    format: (b) => (b.forecasts ? `${b.observed >= b.predicted ? "+" : "−"}${Math.abs(Math.round((b.observed - b.predicted) * 100))}` : "—"),
  },
];

/** Calibration by tenth of the probability scale: predicted against observed (a bin without forecasts shows "—"). */
export function CalibrationTable({ bins, caption }: { bins: OddsCalibBin[]; caption: string }) {
  return <DataTable caption={caption} columns={columns} rows={bins} rowKey={(b) => String(b.lower)} tableClassName="min-w-full text-sm" />;
}
