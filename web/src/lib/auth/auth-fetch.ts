import { useCallback } from "react";
import { ApiError, isApiError, request, type RequestOptions } from "@/lib/api";
import { useAuth } from "./auth-context";
import { authStorage, expiresSoon, type AuthTokens } from "./auth-storage";

/** The server's answer without a token (contract: GET /auth/me/ and every protected route). */
export const NOT_SIGNED_IN = "Authentication credentials were not provided.";
export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

function unauthorized(path: string, detail: string): ApiError {
  return new ApiError({ status: 401, detail, url: path });
}

/**
 * A call to a protected route with the stored access token as a Bearer
 * header. A token about to expire is refreshed first; a 401 answer is
 * retried once after a refresh. Not rate limited on the client (operator
 * writes must not queue behind page reads), never merged with another call.
 */
export async function authFetch<T>(path: string, options: RequestOptions, refresh: () => Promise<void>): Promise<T> {
  const renew = async (): Promise<AuthTokens> => {
    try {
      await refresh();
    } catch {
      throw unauthorized(path, SESSION_EXPIRED);
    }
    const next = authStorage.getTokens();
    if (!next) throw unauthorized(path, SESSION_EXPIRED);
    return next;
  };
  let tokens = authStorage.getTokens();
  if (!tokens) throw unauthorized(path, NOT_SIGNED_IN);
  if (expiresSoon(tokens)) tokens = await renew();
  const call = (t: AuthTokens) => {
    const headers = new Headers(options.headers);
    headers.set("Authorization", `Bearer ${t.accessToken}`);
    return request<T>(path, { ...options, headers, rateLimit: false, dedupe: false });
  };
  try {
    return await call(tokens);
  } catch (err) {
    if (!isApiError(err) || err.status !== 401 || !tokens.refreshToken) throw err;
    return call(await renew());
  }
}

/** A protected call bound to the session (see useAuthFetch). */
export type AuthFetch = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** `authFetch` bound to the signed-in session's refresh. */
export function useAuthFetch(): AuthFetch {
  const { refresh } = useAuth();
  return useCallback(<T,>(path: string, options: RequestOptions = {}) => authFetch<T>(path, options, refresh), [refresh]);
}
