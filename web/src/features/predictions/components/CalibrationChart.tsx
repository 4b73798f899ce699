import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { calibrationPoints, calibrationSummary } from "../lib/calibration";
import type { CalibrationBin } from "../types";

/**
 * The backtest's calibration: per probability bin, how often the home team
 * won (bars) against the mean forecast (line). Loaded lazily with the chart
 * library, only on this screen.
 */
export default function CalibrationChart({ bins }: { bins: CalibrationBin[] }) {
  const points = calibrationPoints(bins);
  return (
    <figure className="m-0 mt-4">
      <div className="h-72 w-full" role="img" aria-label={calibrationSummary(bins)}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-secondary-200)" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: "var(--color-secondary-700)" }} interval="preserveStartEnd" />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 11, fill: "var(--color-secondary-700)" }} width={40} tickFormatter={(v: number) => `${v}%`} />
            <Tooltip
              formatter={(v, name) => [typeof v === "number" ? `${v.toFixed(1)}%` : "—", name]}
              labelFormatter={(label, payload) => {
                const games = payload?.[0]?.payload?.games as number | undefined;
                return games === undefined ? String(label) : `${label} forecast · ${games.toLocaleString("en-US")} games`;
              }}
              cursor={{ fill: "var(--color-secondary-100)" }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="observed" name="Home team won" fill="var(--color-primary-600)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Line dataKey="forecast" name="Forecast (mean)" stroke="var(--color-secondary-900)" strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-xs text-secondary-600">{calibrationSummary(bins)}</figcaption>
    </figure>
  );
}
