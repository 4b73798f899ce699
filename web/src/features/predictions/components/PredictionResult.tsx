import { useId, useState } from "react";
import { barWidth, CONFIDENCE_BAR, confidenceLabel, confidenceTone, percent } from "../lib/confidence";
import type { Prediction } from "../types";

function Side({ role, name, probability, score, winner }: { role: string; name: string; probability: number; score: number; winner: boolean }) {
  return (
    <div className={`rounded-lg border p-4 ${winner ? "border-primary-300 bg-primary-50" : "border-secondary-200 bg-white"}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-secondary-600">{role}</p>
      <p className="mt-1 text-lg font-semibold text-secondary-900">{name}</p>
      <p className="mt-2 text-3xl font-bold tabular-nums text-secondary-900" data-testid={`${role.toLowerCase()}-probability`}>
        {percent(probability)}
      </p>
      <p className="text-sm text-secondary-600">win probability</p>
      <p className="mt-3 text-sm text-secondary-700">
        Expected points: <span className="font-semibold tabular-nums text-secondary-900">{score.toFixed(1)}</span>
      </p>
    </div>
  );
}

/**
 * The result panel: both sides' win probabilities and
 * expected scores, the confidence label and bar, and the key factors behind
 * 'Show More Details' (hidden at first).
 */
export function PredictionResult({ prediction }: { prediction: Prediction }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const p = prediction;
  const tone = confidenceTone(p.confidence);
  const homeWins = p.home_win_probability >= p.away_win_probability;
  return (
    <section aria-labelledby={`${detailsId}-title`} className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${detailsId}-title`} className="text-lg font-semibold text-secondary-900">
        Predicted winner: <span className="text-primary-800">{p.predicted_winner}</span>
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Side role="Home" name={p.home_team} probability={p.home_win_probability} score={p.predicted_score.home} winner={homeWins} />
        <Side role="Away" name={p.away_team} probability={p.away_win_probability} score={p.predicted_score.away} winner={!homeWins} />
      </div>
      <div className="mt-3 flex h-2 overflow-hidden rounded-full bg-secondary-100" aria-hidden="true">
        <div className="h-full bg-primary-600" style={{ width: barWidth(p.home_win_probability) }} />
      </div>
      <p className="mt-4 text-sm text-secondary-700">
        Predicted score: <span className="font-semibold tabular-nums text-secondary-900">{p.home_team} {p.predicted_score.home.toFixed(1)}</span>
        {" – "}
        <span className="font-semibold tabular-nums text-secondary-900">{p.away_team} {p.predicted_score.away.toFixed(1)}</span>
      </p>

      <div className="mt-5">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-medium text-secondary-700">
            Confidence: <span className="font-semibold text-secondary-900" data-testid="confidence-label">{confidenceLabel(p.confidence)}</span>
          </p>
          <p className="text-sm tabular-nums text-secondary-700">{percent(p.confidence)}</p>
        </div>
        <div
          role="meter"
          aria-label="Confidence"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(p.confidence * 1000) / 10}
          aria-valuetext={`${confidenceLabel(p.confidence)}, ${percent(p.confidence)}`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-secondary-100"
        >
          <div data-tone={tone} className={`h-full rounded-full ${CONFIDENCE_BAR[tone]}`} style={{ width: barWidth(p.confidence) }} />
        </div>
        <p className="mt-2 text-xs text-secondary-600">How far the win probability is from a coin flip: 0% is 50–50, 100% a certainty.</p>
      </div>

      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        className="mt-5 text-sm font-semibold text-primary-800 hover:underline"
      >
        {open ? "Hide Details" : "Show More Details"}
      </button>
      {open && (
        <div id={detailsId} className="mt-3 rounded-md bg-secondary-50 p-4">
          <h3 className="text-sm font-semibold text-secondary-900">Key factors</h3>
          {p.key_factors.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-secondary-700">
              {p.key_factors.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-secondary-700">No factors stand out: the teams' ratings are level.</p>
          )}
          {p.as_of && <p className="mt-3 text-xs text-secondary-600">Ratings as of the last game on record, {p.as_of}.</p>}
        </div>
      )}
    </section>
  );
}
