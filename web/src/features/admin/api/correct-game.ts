import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import { applyLiveGame } from "@/lib/games/live-patch";
import type { gameCorrectionBody } from "../lib/corrections";
import type { Schemas } from "@/lib/openapi/types";

export type GameCorrectionBody = ReturnType<typeof gameCorrectionBody>;

/** POST /api/admin/games/{id}/correct/: a game's score (and status) with a reason; answers the game. */
export function correctGame(authFetch: AuthFetch, id: number, body: GameCorrectionBody): Promise<Schemas["IngestedGame"]> {
  return authFetch<Schemas["IngestedGame"]>(`/api/admin/games/${id}/correct/`, { method: "POST", body });
}

export function useCorrectGame() {
  const authFetch = useAuthFetch();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GameCorrectionBody }) => correctGame(authFetch, id, body),
    onSuccess: (game) => {
      applyLiveGame(client, game);
      void client.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}
