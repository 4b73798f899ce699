import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartPoint } from "../lib/career";
import { formatStat, statLabel } from "@/lib/people/format";

/**
 * A player's career arc: one bar per season for the chosen stat. Loaded
 * lazily with the chart library, only on the player page.
 */
export default function CareerChart({ points, stat }: { points: ChartPoint[]; stat: string }) {
  const shown = points.filter((p) => p.value !== null);
  const best = shown.reduce<ChartPoint | null>((a, b) => (a === null || (b.value ?? 0) > (a.value ?? 0) ? b : a), null);
  const label = statLabel(stat);
  return (
    <figure className="m-0">
      <div className="h-64 w-full" role="img" aria-label={`${label} per season${best ? `; best ${formatStat(stat, best.value)} in ${best.label}` : ""}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-secondary-200)" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: "var(--color-secondary-700)" }} interval="preserveStartEnd" minTickGap={12} />
            <YAxis tick={{ fontSize: 11, fill: "var(--color-secondary-700)" }} width={44} tickFormatter={(v: number) => formatStat(stat, v)} />
            <Tooltip
              formatter={(v) => [formatStat(stat, typeof v === "number" ? v : Number(v)), label]}
              cursor={{ fill: "var(--color-secondary-100)" }}
            />
            <Bar dataKey="value" name={label} fill="var(--color-primary-600)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-xs text-secondary-600">
        {label} per season{best ? ` · best: ${formatStat(stat, best.value)} (${best.label})` : ""}
      </figcaption>
    </figure>
  );
}
