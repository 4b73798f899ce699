import { api, isApiError } from "@/lib/api";
import type { AuthUser } from "./auth-reducer";
import { parseTokens, parseUser, type AuthTokens } from "./auth-storage";

/** Auth calls. Not rate limited on the client. */

export const AUTH_FALLBACK = {
  login: "Login failed",
  register: "Registration failed",
  reset: "Password reset failed",
  other: "An error occurred. Please try again.",
  refresh: "Token refresh failed",
  noRefreshToken: "No refresh token available",
} as const;

/**
 * The message for a failed auth call: the server's detail
 * text when the server sent one, the operation's fallback ("Login failed")
 * for other HTTP failures, else the generic line.
 */
export function authErrorMessage(err: unknown, fallback: string): string {
  if (isApiError(err)) {
    if (err.isNetworkError) return AUTH_FALLBACK.other;
    const body = err.body;
    if (body && typeof body === "object" && typeof (body as { detail?: unknown }).detail === "string") {
      const detail = (body as { detail: string }).detail.trim();
      if (detail) return detail;
    }
    return fallback;
  }
  return AUTH_FALLBACK.other;
}

/** Tokens from an auth answer, whatever its naming (access/accessToken/access_token, expires_in/expiresAt). */
export function tokensFrom(body: unknown, now: number = Date.now()): AuthTokens | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  const src = (b.tokens && typeof b.tokens === "object" ? b.tokens : b) as Record<string, unknown>;
  const direct = parseTokens(src);
  if (direct) return direct;
  const access = src.access ?? src.access_token ?? src.accessToken;
  if (typeof access !== "string") return null;
  const refresh = src.refresh ?? src.refresh_token ?? src.refreshToken;
  const expiresIn = typeof src.expires_in === "number" ? src.expires_in : 3600;
  const expiresAt = typeof src.expiresAt === "number" ? src.expiresAt : now + expiresIn * 1000;
  return { accessToken: access, refreshToken: typeof refresh === "string" ? refresh : "", expiresAt };
}

export function userFrom(body: unknown): AuthUser | null {
  if (!body || typeof body !== "object") return null;
  return parseUser((body as Record<string, unknown>).user ?? body);
}

const opts = { rateLimit: false } as const;

export const authApi = {
  login: (email: string, password: string) => api.post<unknown>("/auth/login/", { email, password }, opts),
  register: (data: { email: string; password: string; firstName: string; lastName: string }) =>
    api.post<unknown>("/auth/register/", data, opts),
  resetPassword: (email: string) => api.post<unknown>("/auth/reset-password/", { email }, opts),
  refresh: (refresh: string) => api.post<unknown>("/auth/refresh/", { refresh }, opts),
  logout: (refresh: string, accessToken: string) =>
    api.post<unknown>("/auth/logout/", { refresh }, { ...opts, headers: { Authorization: `Bearer ${accessToken}` } }),
};
