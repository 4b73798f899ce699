import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /auth/verify-email/ {token} → {"detail": "Email verified."}. */
export function verifyEmail(token: string): Promise<{ detail?: string } | undefined> {
  return api.post<{ detail?: string } | undefined>("/auth/verify-email/", { token }, { rateLimit: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
