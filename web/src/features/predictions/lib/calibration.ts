import type { CalibrationBin } from "../types";

export interface CalibrationPoint {
  /** "60–70%" */
  label: string;
  games: number;
  /** Percentages; null for a bin without games. */
  forecast: number | null;
  observed: number | null;
}

const pct = (v: number) => Math.round(v * 100);

/** The chart's points: one per bin, in percent, empty bins without values. */
export function calibrationPoints(bins: readonly CalibrationBin[]): CalibrationPoint[] {
  return bins.map((b) => ({
    label: `${pct(b.lower)}–${pct(b.upper)}%`,
    games: b.games,
    forecast: b.games > 0 ? b.mean_forecast * 100 : null,
    observed: b.games > 0 ? b.home_win_rate * 100 : null,
  }));
}

/** The games-weighted mean gap between forecast and outcome, in percentage points. */
export function calibrationGap(bins: readonly CalibrationBin[]): number | null {
  let n = 0;
  let gap = 0;
  for (const b of bins) {
    if (b.games <= 0) continue;
    n += b.games;
    gap += b.games * Math.abs(b.mean_forecast - b.home_win_rate);
  }
  return n > 0 ? (gap / n) * 100 : null;
}

/** One sentence for screen readers and the caption. */
export function calibrationSummary(bins: readonly CalibrationBin[]): string {
  const gap = calibrationGap(bins);
  const used = bins.filter((b) => b.games > 0).length;
  if (gap === null) return "No games to measure calibration on.";
  return `Across ${used} probability bins, the home team's actual win rate was on average ${gap.toFixed(1)} percentage points from the forecast.`;
}
