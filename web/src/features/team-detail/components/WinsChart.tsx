import { useId, useMemo } from "react";
import { useNavigate } from "react-router";
import { teamPath } from "@/lib/teams/types";
import { useElementWidth } from "@/lib/use-element-width";
import type { TeamSeason } from "@/lib/teams/get-team-seasons";
import { axisTicks, winsSeries, type WinsPoint } from "../format";

const HEIGHT = 240;
const MARGIN = { top: 18, right: 8, bottom: 28, left: 34 };

function describe(points: WinsPoint[]): string {
  const withWins = points.filter((p) => p.wins != null);
  if (withWins.length === 0) return "No season records on file.";
  const best = withWins.reduce((a, b) => ((b.wins ?? 0) > (a.wins ?? 0) ? b : a));
  const titles = points.filter((p) => p.champion);
  return [
    `Wins per season from ${points[0].label} to ${points[points.length - 1].label}.`,
    `Most wins: ${best.wins} in ${best.label}.`,
    titles.length > 0 ? `${titles.length} championship ${titles.length === 1 ? "season" : "seasons"} marked: ${titles.map((t) => t.label).join(", ")}.` : "No championship seasons.",
  ].join(" ");
}

/**
 * The franchise's wins per season across its history (from
 * /api/teams/{slug}/seasons): one bar per season, title seasons in the
 * accent colour with a mark above. Each bar is a link to that season.
 */
export function WinsChart({ seasons, team, sport }: { seasons: TeamSeason[]; team: { slug: string; id: number }; sport?: string | null }) {
  // Drawn once its width is known: a first drawing at a guessed width would
  // be thrown away at once (hundreds of SVG elements on a long history).
  const [ref, width, measured] = useElementWidth<HTMLDivElement>(720);
  const navigate = useNavigate();
  const titleId = useId();
  const descId = useId();
  const points = useMemo(() => winsSeries(seasons, sport), [seasons, sport]);
  const maxWins = Math.max(0, ...points.map((p) => p.wins ?? 0));
  const ticks = axisTicks(maxWins);
  const top = ticks[ticks.length - 1] || 1;

  const plotW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const n = Math.max(1, points.length);
  const slot = plotW / n;
  const barW = Math.max(1, slot * (slot > 6 ? 0.72 : 0.9));
  const y = (v: number) => MARGIN.top + plotH - (v / top) * plotH;
  // Year labels at least ~44 px apart, on round years when the step allows.
  const every = Math.max(1, Math.ceil(44 / slot));
  const step = every <= 1 ? 1 : every <= 2 ? 2 : every <= 5 ? 5 : every <= 10 ? 10 : every <= 20 ? 20 : 25;
  const labelled = new Set(points.filter((p) => p.year % step === 0).map((p) => p.year));
  if (labelled.size === 0 && points.length > 0) labelled.add(points[0].year);

  return (
    <figure className="m-0">
      <div ref={ref} className="w-full" style={measured ? undefined : { height: HEIGHT }}>
        {measured && (
          <svg
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            className="block max-w-full"
          >
            <title id={titleId}>Wins per season</title>
            <desc id={descId}>{describe(points)}</desc>
            {ticks.map((t) => (
              <g key={t}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} className="stroke-secondary-200" strokeWidth={1} />
                <text x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-secondary-600 text-[11px]">
                  {t}
                </text>
              </g>
            ))}
            {points.map((p, i) => {
              const x = MARGIN.left + i * slot + (slot - barW) / 2;
              const cx = MARGIN.left + i * slot + slot / 2;
              const label = `${p.label} ${p.teamName}: ${p.record ?? "no record"}${p.champion ? ", champions" : ""}`;
              return (
                <g key={p.year}>
                  {p.wins != null ? (
                    <rect
                      x={x}
                      y={y(p.wins)}
                      width={barW}
                      height={Math.max(0, y(0) - y(p.wins))}
                      rx={barW > 4 ? 1.5 : 0}
                      className={`cursor-pointer ${p.champion ? "fill-accent-500 hover:fill-accent-600" : "fill-primary-500 hover:fill-primary-700"}`}
                      onClick={() => navigate(teamPath(team, p.year))}
                    >
                      <title>{label}</title>
                    </rect>
                  ) : (
                    <rect x={x} y={y(0) - 2} width={barW} height={2} className="fill-secondary-300">
                      <title>{label}</title>
                    </rect>
                )}
                {p.champion && (
                  <circle cx={cx} cy={y(p.wins ?? 0) - 6} r={Math.min(4, Math.max(2.5, barW / 2))} className="fill-accent-600 stroke-white" strokeWidth={1}>
                    <title>{label}</title>
                  </circle>
                )}
                {labelled.has(p.year) && (
                  <text x={cx} y={HEIGHT - 8} textAnchor="middle" className="fill-secondary-600 text-[11px]">
                    {p.year}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} className="stroke-secondary-400" strokeWidth={1} />
        </svg>
        )}
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-secondary-600">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary-500" /> Wins in the season
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent-500" /> Championship season
        </span>
        <span>Seasons by start year; select a season above for its details.</span>
      </figcaption>
    </figure>
  );
}
