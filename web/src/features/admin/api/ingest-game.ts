import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import { applyLiveGame } from "@/lib/games/live-patch";
import type { Schemas } from "@/lib/openapi/types";
import type { IngestGameBody } from "../lib/live-form";

/** POST /api/v1/ingest/games/: creates (201) or updates (200) the game with this external_id; answers the game. */
export function ingestGame(authFetch: AuthFetch, body: IngestGameBody): Promise<Schemas["IngestedGame"]> {
  return authFetch<Schemas["IngestedGame"]>("/api/v1/ingest/games/", { method: "POST", body });
}

/** Sends a live game; the answer patches the cached lists at once (the stream brings the same change to other pages). */
export function useIngestGame() {
  const authFetch = useAuthFetch();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IngestGameBody) => ingestGame(authFetch, body),
    onSuccess: (game) => {
      applyLiveGame(client, game);
      void client.invalidateQueries({ queryKey: ["admin", "audit"] });
    },
  });
}
