import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import type { championCorrectionBody } from "../lib/corrections";
import type { ChampionRow } from "./get-champion-rows";

export type ChampionCorrectionBody = ReturnType<typeof championCorrectionBody>;

/** POST /api/admin/champions/{id}/correct/: a champions-list row's champion (and runner-up) with a reason; answers the row. */
export function correctChampion(authFetch: AuthFetch, id: number, body: ChampionCorrectionBody): Promise<ChampionRow> {
  return authFetch<ChampionRow>(`/api/admin/champions/${id}/correct/`, { method: "POST", body });
}

export function useCorrectChampion() {
  const authFetch = useAuthFetch();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChampionCorrectionBody }) => correctChampion(authFetch, id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["admin"] });
      // Every screen showing champions reads them afresh.
      void client.invalidateQueries({ queryKey: ["champions"] });
      void client.invalidateQueries({ queryKey: ["championships"] });
      void client.invalidateQueries({ queryKey: ["home"] });
    },
  });
}
