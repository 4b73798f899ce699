import { Link } from "react-router";
import { DataTable, type Column } from "@/components/data-table";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { TableSkeleton } from "@/components/Skeleton";
import { siteFilters } from "@/lib/site";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useUrlState } from "@/lib/use-url-state";
import { useSeasonOddsBacktest } from "./api/get-season-odds-backtest";
import { CalibrationTable } from "./components/CalibrationTable";
import { AnalyticsPage } from "./components/Layout";
import { ODDS_SPORTS } from "./lib/odds-sports";
import type { SeasonOddsBacktest } from "./types";

type BacktestDate = SeasonOddsBacktest["dates"][number];

const DATE_LABEL: Record<BacktestDate["as_of"], string> = { opening_day: "Opening day", midpoint: "Midpoint", three_quarters: "Three quarters" };
const DATES = (Object.keys(DATE_LABEL) as BacktestDate["as_of"][]).map((v) => ({ value: v, label: DATE_LABEL[v] }));

const score = (v: number, digits: number) => v.toFixed(digits);

/** One row per as-of date: ours against both baselines on both scores (lower is better; ours in bold where it beats both). */
const columns: Column<BacktestDate>[] = [
  { key: "as_of", label: "As of", rowHeader: true, value: (d) => DATE_LABEL[d.as_of], cellClassName: "px-3 py-2 whitespace-nowrap" },
  { key: "seasons", label: "Seasons", numeric: true, className: "hidden sm:table-cell", value: (d) => d.seasons },
  { key: "pb_model", label: "Playoffs: ours", title: "Brier score of our playoff probabilities (per team; lower is better)", numeric: true, value: (d) => d.playoff_brier.model, format: (d) => <strong>{score(d.playoff_brier.model, 4)}</strong> },
  { key: "pb_equal", label: "Equal chances", title: "Brier score if every team had the same chance", numeric: true, value: (d) => d.playoff_brier.equal_chances, format: (d) => score(d.playoff_brier.equal_chances, 4) },
  { key: "pb_now", label: "Places now", title: "Brier score of 'the teams in a playoff place on the day make it'", numeric: true, value: (d) => d.playoff_brier.current_places, format: (d) => score(d.playoff_brier.current_places, 4) },
  { key: "tl_model", label: "Title: ours", title: "Log loss of our title probabilities (per season; lower is better)", numeric: true, value: (d) => d.title_log_loss.model, format: (d) => <strong>{score(d.title_log_loss.model, 3)}</strong> },
  { key: "tl_equal", label: "Equal chances", title: "Log loss if every team had the same chance of the title", numeric: true, value: (d) => d.title_log_loss.equal_chances, format: (d) => score(d.title_log_loss.equal_chances, 3) },
  { key: "tl_now", label: "Places now", title: "Log loss of 'the title equally likely among the teams in a playoff place on the day'", numeric: true, value: (d) => d.title_log_loss.current_places, format: (d) => score(d.title_log_loss.current_places, 3) },
  { key: "below", label: "Ours best", title: "Ours below both baselines on both scores", value: (d) => (d.below_both_baselines ? "Yes" : "No") },
];

function SportBacktest({ sport, label, calibrationDate }: { sport: string; label: string; calibrationDate: BacktestDate["as_of"] }) {
  const q = useSeasonOddsBacktest(sport);
  const b = q.data;
  const id = `backtest-${sport}`;
  const cal = b?.dates.find((d) => d.as_of === calibrationDate);
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-xl font-semibold text-secondary-900">
        {label}
      </h2>
      {q.isError ? (
        <p className="mt-2 text-sm text-secondary-600">The {label} backtest could not be loaded.</p>
      ) : !b ? (
        <TableSkeleton rows={3} columns={6} label={`Loading the ${label} backtest…`} />
      ) : b.status !== "ready" ? (
        <p role="status" className="mt-2 text-sm text-secondary-700">
          Being computed: {b.detail} This page asks again by itself.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-secondary-600">
            {b.seasons} seasons, {b.first_season}–{b.last_season}; {b.skipped.length} left out (playoff format not modelled, or games or postseason teams missing from the data). {b.runs_per_forecast.toLocaleString("en-US")} simulations a forecast.
          </p>
          <DataTable caption={`${label} season odds backtest: Brier score of playoff and log loss of title probabilities, ours and two baselines`} columns={columns} rows={b.dates} rowKey={(d) => d.as_of} className="mt-3" tableClassName="min-w-full text-sm" />
          {cal && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-secondary-900">Calibration of playoff probabilities, {DATE_LABEL[calibrationDate].toLowerCase()}</h3>
              <CalibrationTable bins={cal.calibration} caption={`${label}: calibration of playoff probabilities at ${DATE_LABEL[calibrationDate].toLowerCase()}`} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** /analytics/season-odds/backtest: the season odds of every past season scored against what happened and two baselines. */
export default function SeasonOddsBacktestPage() {
  useDocumentTitle("Season Odds Backtest");
  const site = siteFilters();
  const [date, setDate] = useUrlState("calibration", "midpoint");
  const sports = site.sport__slug ? ODDS_SPORTS.filter((s) => s.value === site.sport__slug) : ODDS_SPORTS;
  const calibrationDate = (DATES.some((d) => d.value === date) ? date : "midpoint") as BacktestDate["as_of"];
  return (
    <AnalyticsPage
      title="Season Odds Backtest"
      crumbs={[{ label: "Season Odds", to: "/analytics/season-odds" }]}
      lead="Every past season with a modelled playoff format, forecast at opening day, the midpoint and three quarters as the season odds would have been that day, and scored against what happened: lower is better."
    >
      <FilterPanel label="Choose the calibration date">
        <FilterSelect label="Calibration as of" value={calibrationDate} options={DATES} onChange={setDate} />
      </FilterPanel>
      {sports.map((s) => (
        <SportBacktest key={s.value} sport={s.value} label={s.label} calibrationDate={calibrationDate} />
      ))}
      <p className="mt-6 text-sm text-secondary-700">
        Baselines: <em>equal chances</em> gives every team the league's share of places (and of the title); <em>places now</em> says the teams in a playoff place on the day make it, the title equally likely among them.{" "}
        <Link to="/analytics/checking-our-work" className="font-medium text-primary-800 hover:underline">
          Checking our work
        </Link>{" "}
        scores the forecasts we actually published.
      </p>
    </AnalyticsPage>
  );
}
