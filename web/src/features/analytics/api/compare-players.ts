import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ANALYTICS_BASE, type PlayerComparison } from "../types";

export interface ComparePlayersInput {
  player1_id: number | string;
  player2_id: number | string;
}

/** Two players' statistics side by side with a similarity score (POST). */
export function comparePlayers(input: ComparePlayersInput) {
  return api.post<PlayerComparison>(`${ANALYTICS_BASE}/analytics/compare_players/`, input);
}

/** Failures show no message: the result simply stays empty. */
export const useComparePlayers = () => useMutation({ mutationFn: comparePlayers });
