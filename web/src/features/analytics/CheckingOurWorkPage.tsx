import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { TableSkeleton } from "@/components/Skeleton";
import { siteFilters } from "@/lib/site";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useForecastChecks } from "./api/get-forecast-checks";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { CalibrationTable } from "./components/CalibrationTable";
import { AnalyticsPage, SummaryCard } from "./components/Layout";
import { pctLabel } from "./lib/odds-chart";
import { ODDS_SPORTS } from "./lib/odds-sports";
import type { ForecastChecks } from "./types";

function scopeName(s: ForecastChecks["scopes"][number]): string {
  const league = ODDS_SPORTS.find((x) => x.value === s.sport)?.label ?? s.sport;
  return s.level === "professional" ? league : `${s.sport} (${s.level})`;
}

/** /analytics/checking-our-work: the game forecasts we published before the games, scored against the results. */
export default function CheckingOurWorkPage() {
  useDocumentTitle("Checking our work");
  const site = siteFilters();
  const checks = useForecastChecks(site.sport__slug || undefined);
  if (checks.isError) return <AnalyticsUnavailable onRetry={() => checks.refetch()} />;
  const c = checks.data;
  const scored = c?.scopes.filter((s) => s.forecasts > 0) ?? [];
  return (
    <AnalyticsPage
      title="Checking our work"
      crumbs={[{ label: "Season Odds", to: "/analytics/season-odds" }]}
      lead="Every game forecast the site publishes before a game is archived as it was and never changed. Once the game is final, the last forecast made before it is scored here against the result."
    >
      {!c ? (
        <div className="mt-6">
          <TableSkeleton rows={10} columns={4} label="Scoring the archived forecasts…" />
        </div>
      ) : scored.length === 0 ? (
        <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
          <EmptyState
            variant="data"
            headingLevel={2}
            title="No archived forecast has a result yet"
            description="Forecasts are archived when they are published for games not yet played; they are scored here once those games are final."
          />
        </div>
      ) : (
        scored.map((s) => {
          const id = `checks-${s.sport}-${s.level}`;
          return (
            <section key={id} aria-labelledby={id} className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-5">
              <h2 id={id} className="text-xl font-semibold text-secondary-900">
                {scopeName(s)}
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                <SummaryCard label="Games scored" value={s.forecasts.toLocaleString("en-US")} note={s.ties ? `${s.ties} tied, left out` : undefined} />
                <SummaryCard label="Brier score" value={s.brier?.toFixed(4) ?? "—"} note="0.25 is a coin flip's" />
                <SummaryCard label="Log loss" value={s.log_loss?.toFixed(4) ?? "—"} note="0.693 is a coin flip's" />
                <SummaryCard label="Favourite won" value={pctLabel(s.accuracy)} />
              </dl>
              <h3 className="mt-4 text-sm font-semibold text-secondary-900">Calibration: predicted home win probability against how often the home team won</h3>
              <CalibrationTable bins={s.calibration} caption={`${scopeName(s)}: calibration of archived game forecasts`} />
            </section>
          );
        })
      )}
      {c && <p className="mt-6 text-sm text-secondary-600">{c.method}</p>}
      <p className="mt-3 text-sm text-secondary-700">
        The archive itself:{" "}
        <a href="/api/v1/analytics/forecasts/archive/?format=csv" className="font-medium text-primary-800 hover:underline">
          download as CSV
        </a>
        . How the season odds would have done in past seasons:{" "}
        <Link to="/analytics/season-odds/backtest" className="font-medium text-primary-800 hover:underline">
          Season odds backtest
        </Link>
        .
      </p>
    </AnalyticsPage>
  );
}
