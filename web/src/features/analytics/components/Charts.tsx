import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface SeriesPoint {
  label: string;
  value: number | null;
}

const tick = { fontSize: 11, fill: "var(--color-secondary-700)" };

/**
 * A line over seasons (a team's rating, win percentage). Loaded lazily with
 * the chart library, only on the screens that draw one.
 */
export function LineSeries({ points, name, format, ariaLabel }: { points: SeriesPoint[]; name: string; format: (v: number) => string; ariaLabel: string }) {
  return (
    <div className="h-72 w-full" role="img" aria-label={ariaLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-secondary-200)" />
          <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={tick} width={48} tickFormatter={format} domain={["auto", "auto"]} />
          <Tooltip formatter={(v) => [format(Number(v)), name]} />
          <Line type="monotone" dataKey="value" name={name} stroke="var(--color-primary-600)" strokeWidth={2} dot={points.length < 40} isAnimationActive={false} connectNulls />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** One bar per season (a player's career arc). */
export function BarSeries({ points, name, format, ariaLabel }: { points: SeriesPoint[]; name: string; format: (v: number) => string; ariaLabel: string }) {
  return (
    <div className="h-72 w-full" role="img" aria-label={ariaLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-secondary-200)" />
          <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={12} />
          <YAxis tick={tick} width={48} tickFormatter={format} />
          <Tooltip formatter={(v) => [format(Number(v)), name]} cursor={{ fill: "var(--color-secondary-100)" }} />
          <Bar dataKey="value" name={name} fill="var(--color-primary-600)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
