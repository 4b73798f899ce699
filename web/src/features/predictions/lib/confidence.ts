/**
 * Display rules of a prediction: confidence labels at 0.8,
 * 0.6, 0.4 and 0.2; the confidence bar green from 0.7, yellow from 0.4, else red.
 */

export type ConfidenceLabel = "Very High" | "High" | "Moderate" | "Low" | "Very Low";
export type ConfidenceTone = "green" | "yellow" | "red";

export function confidenceLabel(confidence: number): ConfidenceLabel {
  if (confidence >= 0.8) return "Very High";
  if (confidence >= 0.6) return "High";
  if (confidence >= 0.4) return "Moderate";
  if (confidence >= 0.2) return "Low";
  return "Very Low";
}

export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= 0.7) return "green";
  if (confidence >= 0.4) return "yellow";
  return "red";
}

/** The bar's fill per tone. */
export const CONFIDENCE_BAR: Record<ConfidenceTone, string> = {
  green: "bg-green-600",
  yellow: "bg-amber-400",
  red: "bg-red-600",
};

/** A 0-1 share as a percentage with one decimal: 0.6813 -> "68.1%"; not a number -> "—". */
export function percent(share: number | null | undefined, digits = 1): string {
  return typeof share === "number" && Number.isFinite(share) ? `${(share * 100).toFixed(digits)}%` : "—";
}

/** A score such as a Brier score or log loss, with three decimals unless told. */
export function score3(v: number | null | undefined, digits = 3): string {
  return typeof v === "number" && Number.isFinite(v) ? v.toFixed(digits) : "—";
}

/** The bar's width: the share clamped to 0-100 %. */
export function barWidth(share: number): string {
  return `${Math.max(0, Math.min(1, Number.isFinite(share) ? share : 0)) * 100}%`;
}
