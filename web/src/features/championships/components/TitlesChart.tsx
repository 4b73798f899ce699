import { useId, useState } from "react";
import type { TeamTitleCount } from "@/lib/championships/types";
import { useElementWidth } from "@/lib/use-element-width";

/** Franchises shown before "Show all". */
export const CHART_INITIAL_ROWS = 12;
const ROW = 30;
const BAR = 20;

/** Shortens a label to about `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/** Sorted rows: most titles first, then by name. */
export function chartRows(rows: readonly TeamTitleCount[]): TeamTitleCount[] {
  return rows
    .filter((r) => r.championships_won > 0)
    .sort((a, b) => b.championships_won - a.championships_won || a.team__name.localeCompare(b.team__name));
}

/**
 * Titles by franchise (issue 4 "Pictures"): a horizontal bar chart drawn in
 * SVG at the container's width, with the same figures in a table for
 * assistive technology.
 */
export function TitlesChart({ rows, championshipName }: { rows: readonly TeamTitleCount[]; championshipName: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  const sorted = chartRows(rows);
  if (sorted.length === 0) return null;
  const visible = showAll ? sorted : sorted.slice(0, CHART_INITIAL_ROWS);
  const max = sorted[0].championships_won;

  const labelWidth = Math.min(220, Math.max(110, Math.round(width * 0.38)));
  const valueWidth = 28;
  const barSpace = Math.max(40, width - labelWidth - valueWidth - 8);
  const height = visible.length * ROW;
  const maxChars = Math.floor((labelWidth - 10) / 7);
  // Gridlines at whole titles, at most about 5 of them.
  const step = Math.max(1, Math.ceil(max / 5));
  const ticks: number[] = [];
  for (let t = step; t <= max; t += step) ticks.push(t);

  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-lg font-semibold text-secondary-900">
        Titles by franchise
      </figcaption>
      <p className="mt-1 text-sm text-secondary-600">
        {sorted.length === 1 ? "1 franchise has" : `${sorted.length} franchises have`} won the {championshipName}.
      </p>
      <div ref={ref} className="mt-4 w-full">
        {/* Drawn at the measured width; scales with the container if it changes before the next measurement. */}
        <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" className="block h-auto w-full overflow-visible">
          {ticks.map((t) => {
            const x = labelWidth + (t / max) * barSpace;
            return <line key={t} x1={x} x2={x} y1={0} y2={height} className="stroke-secondary-200" strokeDasharray="2 3" />;
          })}
          {visible.map((r, i) => {
            const y = i * ROW;
            const w = Math.max(2, (r.championships_won / max) * barSpace);
            const leader = r.championships_won === max;
            return (
              <g key={`${r.team_id ?? r.team__name}`} transform={`translate(0 ${y})`}>
                <text x={labelWidth - 10} y={ROW / 2} dy="0.35em" textAnchor="end" className="fill-secondary-800 text-[13px]">
                  {clip(r.team__name, maxChars)}
                </text>
                <rect
                  x={labelWidth}
                  y={(ROW - BAR) / 2}
                  width={w}
                  height={BAR}
                  rx={3}
                  className={leader ? "fill-accent-500" : "fill-primary-600"}
                />
                <text x={labelWidth + w + 6} y={ROW / 2} dy="0.35em" className="fill-secondary-900 text-[13px] font-semibold">
                  {r.championships_won}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <table className="sr-only">
        <caption>Titles by franchise, {championshipName}</caption>
        <thead>
          <tr>
            <th scope="col">Franchise</th>
            <th scope="col">Titles</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={`${r.team_id ?? r.team__name}`}>
              <th scope="row">{r.team__name}</th>
              <td>{r.championships_won}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sorted.length > CHART_INITIAL_ROWS && (
        <button
          type="button"
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
          className="mt-3 rounded-md border border-secondary-300 bg-white px-3 py-1.5 text-sm font-medium text-secondary-800 hover:bg-secondary-100"
        >
          {showAll ? "Show top franchises" : `Show all ${sorted.length} franchises`}
        </button>
      )}
    </figure>
  );
}
