import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /auth/reset-password/confirm/ {token, password} → {"detail": "Password has been reset."}. */
export function confirmReset(body: { token: string; password: string }): Promise<{ detail?: string } | undefined> {
  return api.post<{ detail?: string } | undefined>("/auth/reset-password/confirm/", body, { rateLimit: false });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
