import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import type { Prediction } from "../types";

export const PREDICT_PATH = "/api/v1/analytics/analytics/predict_game/";

/** The body: each team a positive id (number or digits) or a slug. */
export type PredictInput = Schemas["PredictInput"];

/** POST predict_game/ {home_team_id, away_team_id}: win probabilities, expected score, key factors. */
export function predictGame(input: PredictInput): Promise<Prediction> {
  return api.post<Prediction>(PREDICT_PATH, input);
}

/** The prediction; failures show no message, the result panel stays as it was. */
export const usePredictGame = () => useMutation({ mutationKey: ["predictions", "predict"], mutationFn: predictGame });
