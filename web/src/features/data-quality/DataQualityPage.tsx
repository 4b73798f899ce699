import { useMemo } from "react";
import { Badge } from "@/components/Badge";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useSeasons } from "@/features/seasons/api/get-seasons";
import { PageHeader } from "@/features/seasons/components/Controls";
import { useGameCounts } from "./api/get-game-counts";
import { SourcesTable } from "./components/SourcesTable";
import { bySource, healthTone, measure, overall, type Figure } from "./lib/measure";

const BAR: Record<ReturnType<typeof healthTone>, string> = {
  success: "bg-green-600",
  warning: "bg-amber-500",
  danger: "bg-red-600",
  secondary: "bg-secondary-400",
};

/** One decimal; two just below 100 so a near-perfect figure never reads as 100.0%. */
export const fmt = (v: number | null) => (v == null ? "—" : `${v.toFixed(v >= 99.95 && v < 100 ? 2 : 1)}%`);

function HealthBar({ value, label }: { value: number | null; label: string }) {
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value == null ? undefined : Math.round(value * 10) / 10} className="mt-3 h-2 overflow-hidden rounded-full bg-secondary-100">
      <div className={`h-full rounded-full ${BAR[healthTone(value)]}`} style={{ width: `${value ?? 0}%` }} />
    </div>
  );
}

function FigureCard({ figure }: { figure: Figure }) {
  return (
    <div className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-secondary-600">{figure.label}</h3>
      <p className="mt-1 text-3xl font-bold tabular-nums text-secondary-900">{fmt(figure.value)}</p>
      <HealthBar value={figure.value} label={figure.label} />
      <p className="mt-3 text-sm text-secondary-600">{figure.detail}</p>
    </div>
  );
}

/**
 * Data quality monitor (spec part 2 §2.14): figures measured from the API
 * (champions recorded, seasons with games, results recorded, freshness) and
 * a table per league. The API has no data-quality endpoint; everything here
 * is computed from /api/seasons and /api/games answers on every visit.
 */
export default function DataQualityPage() {
  useDocumentTitle("Data Quality");
  const site = useSite();
  const seasons = useSeasons();
  const games = useGameCounts();
  const figures = useMemo(() => (seasons.data ? measure(seasons.data, games.data) : []), [seasons.data, games.data]);
  const score = overall(figures);
  const sources = useMemo(() => bySource(seasons.data ?? []), [seasons.data]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title="Data Quality">
        {`How complete and current ${site.name}'s data is, measured from the live API each time you open this page.`}
      </PageHeader>
      {seasons.isPending ? (
        <Spinner label="Measuring the data…" />
      ) : seasons.isError ? (
        <ErrorState message={errorMessage(seasons.error, "An error occurred")} onRetry={() => seasons.refetch()} className="mt-8" />
      ) : (
        <>
          <section aria-labelledby="dq-overall" className="mt-8 rounded-lg border border-secondary-200 bg-white p-6 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="dq-overall" className="text-lg font-semibold text-secondary-900">
                Overall data health
              </h2>
              <Badge tone={healthTone(score)}>{score == null ? "Not measured" : score >= 95 ? "Excellent" : score >= 80 ? "Good" : "Poor"}</Badge>
            </div>
            <p className="mt-2 text-4xl font-extrabold tabular-nums text-secondary-900">{fmt(score)}</p>
            <HealthBar value={score} label="Overall data health" />
            <p className="mt-3 text-sm text-secondary-600">
              The mean of the figures below.
              {games.isPending && " Counting games…"}
              {games.isError && ` Game counts unavailable: ${errorMessage(games.error, "An error occurred")}`}
            </p>
          </section>
          <section aria-label="Measured figures" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {figures.map((f) => (
              <FigureCard key={f.key} figure={f} />
            ))}
          </section>
          {games.data && (
            <p className="mt-4 text-sm text-secondary-600">
              {games.data.total.toLocaleString("en-US")} games on record, {games.data.final.toLocaleString("en-US")} of them final.
            </p>
          )}
          <SourcesTable sources={sources} />
        </>
      )}
    </div>
  );
}
