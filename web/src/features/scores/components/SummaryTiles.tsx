import type { ScoresSummary } from "@/lib/games/filters";

const TILES: { key: keyof ScoresSummary; label: string; accent: string }[] = [
  { key: "live", label: "Live Games", accent: "text-green-700" },
  { key: "final", label: "Final Scores", accent: "text-secondary-800" },
  { key: "upcoming", label: "Upcoming", accent: "text-primary-700" },
  { key: "sports", label: "Sports", accent: "text-accent-800" },
];

/** The four summary tiles: Live Games, Final Scores, Upcoming, Sports. */
export function SummaryTiles({ summary }: { summary: ScoresSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TILES.map((t) => (
        <div key={t.key} className="flex flex-col-reverse rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-secondary-600">{t.label}</dt>
          <dd className={`text-3xl font-bold tabular-nums ${t.accent}`}>{summary[t.key].toLocaleString("en-US")}</dd>
        </div>
      ))}
    </dl>
  );
}
