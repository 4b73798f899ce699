import { lazy, Suspense } from "react";
import { Spinner } from "@/components/Spinner";
import { percent, score3 } from "../lib/confidence";
import type { Backtest } from "../types";

const CalibrationChart = lazy(() => import("./CalibrationChart"));

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-secondary-600">
        {label}
        <span className="mt-1 block text-xs font-normal text-secondary-600">{note}</span>
      </dt>
      <dd className="text-3xl font-bold tabular-nums text-secondary-900">{value}</dd>
    </div>
  );
}

/**
 * How accurate the forecasts have been, measured (never fixed figures): the
 * walk-forward backtest's games, accuracy, Brier score and log
 * loss, against always backing the home team at its historical rate and,
 * where its file covers the games, FiveThirtyEight's Elo; and the calibration
 * chart of the ten probability bins.
 */
export function AccuracyTiles({ backtest }: { backtest: Backtest }) {
  const b = backtest;
  const fte = b.fivethirtyeight;
  return (
    <section aria-labelledby="accuracy-title" className="mt-10">
      <h2 id="accuracy-title" className="text-2xl font-bold tracking-tight text-secondary-900">
        How accurate are these predictions?
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-secondary-600">
        Every game on record was forecast only from the games before it (a walk-forward backtest){b.model.last_game ? `, through ${b.model.last_game}` : ""}.
        Lower Brier score and log loss are better.
      </p>
      <dl aria-label="Forecast accuracy" className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Games analysed" value={b.games.toLocaleString("en-US")} note="every final game with a forecast" />
        <Tile label="Accuracy" value={percent(b.accuracy)} note="the favourite won" />
        <Tile label="Brier score" value={score3(b.brier)} note="0.25 is a coin flip" />
        <Tile label="Log loss" value={score3(b.log_loss)} note="0.693 is a coin flip" />
      </dl>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {b.baseline.games > 0 && (
          <p className="rounded-lg bg-secondary-50 p-4 text-sm text-secondary-700" data-testid="baseline">
            <span className="font-semibold text-secondary-900">Against the home-team baseline</span> (always the home side, at its past win rate):
            accuracy {percent(b.baseline.accuracy)}, Brier {score3(b.baseline.brier)}, log loss {score3(b.baseline.log_loss)}.
          </p>
        )}
        {fte && fte.games > 0 && (
          <p className="rounded-lg bg-secondary-50 p-4 text-sm text-secondary-700" data-testid="fivethirtyeight">
            <span className="font-semibold text-secondary-900">Against FiveThirtyEight's Elo</span> on the {fte.games.toLocaleString("en-US")} games its forecasts cover:
            ours Brier {score3(fte.almanac.brier, 4)} and accuracy {percent(fte.almanac.accuracy, 2)}; theirs Brier {score3(fte.brier, 4)} and accuracy {percent(fte.accuracy, 2)}.
          </p>
        )}
      </div>
      {b.calibration && b.calibration.length > 0 && (
        <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-secondary-900">Calibration</h3>
          <p className="mt-1 text-sm text-secondary-600">
            Games grouped by the home team's forecast win probability: when the forecasts are honest, each bar (how often the home team won) reaches the line (what was forecast).
          </p>
          <Suspense fallback={<Spinner label="Loading chart…" />}>
            <CalibrationChart bins={b.calibration} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
