import type { ReactNode } from "react";
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
import type { OddsCalibBin, SeasonOddsCheck } from "./types";

function scopeName(s: { sport: string; level: string }): string {
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
  const odds = c?.season_odds ?? [];
  return (
    <AnalyticsPage
      title="Checking our work"
      crumbs={[{ label: "Season Odds", to: "/analytics/season-odds" }]}
      lead="Every game forecast the site publishes before a game, and every season-odds run of a season under way, is archived as it was and never changed. Once the game is final, or the season complete, it is scored here against what happened."
    >
      <h2 className="mt-8 text-2xl font-semibold text-secondary-900">Game forecasts</h2>
      {!c ? (
        <div className="mt-6">
          <TableSkeleton rows={10} columns={4} label="Scoring the archived forecasts…" />
        </div>
      ) : scored.length === 0 ? (
        <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
          <EmptyState
            variant="data"
            headingLevel={3}
            title="No archived forecast has a result yet"
            description="Forecasts are archived when they are published for games not yet played; they are scored here once those games are final."
          />
        </div>
      ) : (
        scored.map((s) => (
          <ScoredScope
            key={`${s.sport}-${s.level}`}
            id={`checks-${s.sport}-${s.level}`}
            title={scopeName(s)}
            cards={
              <>
                <SummaryCard label="Games scored" value={s.forecasts.toLocaleString("en-US")} note={s.ties ? `${s.ties} tied, left out` : undefined} />
                <SummaryCard label="Brier score" value={s.brier?.toFixed(4) ?? "—"} note="0.25 is a coin flip's" />
                <SummaryCard label="Log loss" value={s.log_loss?.toFixed(4) ?? "—"} note="0.693 is a coin flip's" />
                <SummaryCard label="Favourite won" value={pctLabel(s.accuracy)} />
              </>
            }
            calibration="Calibration: predicted home win probability against how often the home team won"
            bins={s.calibration}
            caption={`${scopeName(s)}: calibration of archived game forecasts`}
          />
        ))
      )}
      {c && <p className="mt-6 text-sm text-secondary-600">{c.method}</p>}
      {c && <SeasonOddsChecks checks={odds} method={c.season_odds_method} />}
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

/** The archived season-odds runs: playoff probabilities against who made the playoffs, title probabilities against the champion. */
function SeasonOddsChecks({ checks, method }: { checks: SeasonOddsCheck[]; method: string }) {
  const scored = checks.filter((s) => s.runs > 0);
  const pending = checks.reduce((n, s) => n + s.pending, 0);
  return (
    <section aria-labelledby="checks-season-odds" className="mt-8">
      <h2 id="checks-season-odds" className="text-2xl font-semibold text-secondary-900">
        Season odds
      </h2>
      {scored.length === 0 ? (
        <div className="mt-4 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
          <EmptyState
            variant="data"
            headingLevel={3}
            title="No archived season odds of a completed season yet"
            description={
              pending > 0
                ? `${pending.toLocaleString("en-US")} archived run${pending === 1 ? "" : "s"} of seasons under way will be scored once those seasons are complete.`
                : "Season odds are archived when they are published for a season under way; they are scored here once the season is complete."
            }
          />
        </div>
      ) : (
        scored.map((s) => (
          <ScoredScope
            key={`${s.sport}-${s.level}`}
            id={`odds-checks-${s.sport}-${s.level}`}
            title={scopeName(s)}
            cards={
              <>
                <SummaryCard label="Runs scored" value={s.runs.toLocaleString("en-US")} note={`${s.seasons} season${s.seasons === 1 ? "" : "s"}${s.pending ? `; ${s.pending} pending` : ""}`} />
                <SummaryCard label="Team forecasts" value={s.forecasts.toLocaleString("en-US")} />
                <SummaryCard label="Playoff Brier score" value={s.playoff_brier?.toFixed(4) ?? "—"} note="Lower is better" />
                <SummaryCard label="Title log loss" value={s.title_log_loss?.toFixed(3) ?? "—"} note="Lower is better" />
              </>
            }
            calibration="Calibration: predicted playoff probability against how often the team made the playoffs"
            bins={s.calibration}
            caption={`${scopeName(s)}: calibration of archived playoff probabilities`}
          />
        ))
      )}
      {method && <p className="mt-4 text-sm text-secondary-600">{method}</p>}
    </section>
  );
}

/** One sport's scored forecasts (a heading of the third level): summary cards and the calibration table. */
function ScoredScope(props: { id: string; title: string; cards: ReactNode; calibration: string; bins: OddsCalibBin[]; caption: string }) {
  const { id, title, cards, calibration, bins, caption } = props;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={id} className="text-xl font-semibold text-secondary-900">
        {title}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{cards}</dl>
      <h4 className="mt-4 text-sm font-semibold text-secondary-900">{calibration}</h4>
      <CalibrationTable bins={bins} caption={caption} />
    </section>
  );
}
