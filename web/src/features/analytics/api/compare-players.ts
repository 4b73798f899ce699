import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { ANALYTICS_BASE, type PlayerComparison } from "../types";

/** The body: each player a positive id (number or digits) or a slug. */
export type ComparePlayersInput = Schemas["ComparePlayersInput"];

/** Two players' statistics side by side with a similarity score (POST). */
export function comparePlayers(input: ComparePlayersInput) {
  return api.post<PlayerComparison>(`${ANALYTICS_BASE}/analytics/compare_players/`, input);
}

/** Failures show no message: the result simply stays empty. */
export const useComparePlayers = () => useMutation({ mutationFn: comparePlayers });
