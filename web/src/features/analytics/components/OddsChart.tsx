import { useId } from "react";
import { useElementWidth } from "@/lib/use-element-width";
import { highlighted, lastValue, LINE_COLOURS, pctLabel, series, shortDate, type HistoryTeam, type OddsMeasure } from "../lib/odds-chart";

const HEIGHT = 280;
const PAD = { top: 12, right: 44, bottom: 28, left: 40 };

/**
 * Each team's odds over the season, one line a team, drawn in SVG at the
 * container's width: the highlighted teams in colour with their
 * abbreviation at the line's end, the others faint. The same figures are
 * in a table below it (collapsed) for reading and for assistive technology.
 */
export function OddsChart({ dates, teams, measure, chosen, asOf }: { dates: string[]; teams: HistoryTeam[]; measure: OddsMeasure; chosen?: string; asOf?: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const titleId = useId();
  const lit = highlighted(teams, measure, chosen);
  const label = measure === "playoff" ? "Chance of the playoffs" : "Chance of the title";
  const plotW = Math.max(80, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (dates.length > 1 ? (i / (dates.length - 1)) * plotW : plotW / 2);
  const y = (v: number) => PAD.top + (1 - v) * plotH;
  const path = (t: HistoryTeam) => {
    let d = "";
    let pen = false;
    series(t, measure).forEach((v, i) => {
      if (v == null) {
        pen = false;
        return;
      }
      d += `${pen ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
      pen = true;
    });
    return d;
  };
  // About one date label per 90 pixels.
  const every = Math.max(1, Math.ceil(dates.length / Math.max(2, Math.floor(plotW / 90))));
  // The table's date, marked where it falls between the chart's dates.
  const asOfX = (() => {
    if (!asOf || dates.length < 2 || asOf < dates[0] || asOf >= dates[dates.length - 1]) return null;
    const i = dates.findIndex((d, k) => d <= asOf && asOf < dates[k + 1]);
    const span = Date.parse(dates[i + 1]) - Date.parse(dates[i]);
    return x(i + (span > 0 ? (Date.parse(asOf) - Date.parse(dates[i])) / span : 0));
  })();
  // End labels pushed apart so they do not overlap.
  const ends = lit
    .map((t, k) => {
      const v = lastValue(t, measure);
      return { t, k, y: v == null ? null : y(v) };
    })
    .filter((e) => e.y != null)
    .sort((a, b) => a.y! - b.y!);
  for (let i = 1; i < ends.length; i++) ends[i].y = Math.max(ends[i].y!, ends[i - 1].y! + 12);

  return (
    <figure aria-labelledby={titleId} className="m-0">
      <figcaption id={titleId} className="text-base font-semibold text-secondary-900">
        {label} over the season
      </figcaption>
      <p className="mt-1 text-sm text-secondary-600">
        Weekly from opening day, each point as the odds stood that day. In colour: {lit.map((t) => t.name).join(", ")}.
      </p>
      <div ref={ref} className="mt-3 w-full">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" className="block h-auto w-full overflow-visible">
          {[0, 0.25, 0.5, 0.75, 1].map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={PAD.left + plotW} y1={y(v)} y2={y(v)} className="stroke-secondary-200" strokeDasharray={v === 0 ? undefined : "2 3"} />
              <text x={PAD.left - 6} y={y(v)} dy="0.35em" textAnchor="end" className="fill-secondary-700 text-[11px]">
                {v * 100}%
              </text>
            </g>
          ))}
          {dates.map((d, i) =>
            (i % every === 0 && dates.length - 1 - i >= every / 2) || i === dates.length - 1 ? (
              <text key={d} x={x(i)} y={HEIGHT - 8} textAnchor={i === 0 ? "start" : i === dates.length - 1 ? "end" : "middle"} className="fill-secondary-700 text-[11px]">
                {shortDate(d)}
              </text>
            ) : null,
          )}
          {asOfX != null && (
            <g>
              <line x1={asOfX} x2={asOfX} y1={PAD.top} y2={PAD.top + plotH} className="stroke-secondary-500" strokeDasharray="4 3" />
              <text x={asOfX + 4} y={PAD.top + 10} className="fill-secondary-700 text-[11px]">
                As of
              </text>
            </g>
          )}
          {teams
            .filter((t) => !lit.includes(t))
            .map((t) => (
              <path key={t.id} d={path(t)} fill="none" className="stroke-secondary-300" strokeWidth={1} />
            ))}
          {lit.map((t, k) => (
            <path key={t.id} d={path(t)} fill="none" stroke={LINE_COLOURS[k]} strokeWidth={2.5} strokeLinejoin="round" />
          ))}
          {ends.map((e) => (
            <text key={e.t.id} x={PAD.left + plotW + 4} y={e.y!} dy="0.35em" fill={LINE_COLOURS[e.k]} className="text-[11px] font-semibold">
              {e.t.abbreviation}
            </text>
          ))}
        </svg>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-secondary-700" aria-hidden="true">
        {lit.map((t, k) => (
          <li key={t.id} className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ backgroundColor: LINE_COLOURS[k] }} />
            {t.name}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary-800">The chart as a table</summary>
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={`${label} by date, table`}>
          <table className="min-w-full text-sm">
            <caption className="sr-only">
              {label} by date for {lit.map((t) => t.name).join(", ")}
            </caption>
            <thead>
              <tr className="border-b border-secondary-200 text-left">
                <th scope="col" className="px-2 py-1 font-medium">
                  Date
                </th>
                {lit.map((t) => (
                  <th key={t.id} scope="col" className="px-2 py-1 text-right font-medium">
                    {t.abbreviation}
                    <span className="sr-only"> ({t.name})</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((d, i) => (
                <tr key={d} className="border-b border-secondary-100">
                  <th scope="row" className="px-2 py-1 text-left font-normal tabular-nums">
                    {d}
                  </th>
                  {lit.map((t) => (
                    <td key={t.id} className="px-2 py-1 text-right tabular-nums">
                      {pctLabel(series(t, measure)[i])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
