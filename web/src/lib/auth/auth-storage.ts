import type { AuthUser, UserRole } from "./auth-reducer";

const ROLES: readonly UserRole[] = ["user", "operator", "admin"];

/** Tokens in browser storage: expiresAt is a millisecond timestamp. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export const TOKENS_KEY = "almanac:auth:tokens";
export const USER_KEY = "almanac:auth:user";

/** Refresh when a token expires within 5 minutes. */
export const REFRESH_THRESHOLD_MS = 5 * 60_000;

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

export function parseTokens(v: unknown): AuthTokens | null {
  if (!v || typeof v !== "object") return null;
  const t = v as Record<string, unknown>;
  if (typeof t.accessToken !== "string" || typeof t.expiresAt !== "number") return null;
  return { accessToken: t.accessToken, refreshToken: typeof t.refreshToken === "string" ? t.refreshToken : "", expiresAt: t.expiresAt };
}

export function parseUser(v: unknown): AuthUser | null {
  if (!v || typeof v !== "object") return null;
  const u = v as Record<string, unknown>;
  const email = typeof u.email === "string" ? u.email : "";
  if (!email) return null;
  const s = (a: unknown, b: unknown) => (typeof a === "string" ? a : typeof b === "string" ? b : "");
  return {
    // 0: a user kept without an id (the app reads none; /auth/me brings it).
    id: typeof u.id === "number" ? u.id : 0,
    email,
    firstName: s(u.firstName, u.first_name),
    lastName: s(u.lastName, u.last_name),
    isVerified: Boolean(u.isVerified ?? u.is_verified),
    // An unknown role grants nothing: the least one until /auth/me says otherwise.
    role: ROLES.find((r) => r === u.role) ?? "user",
  };
}

export const authStorage = {
  getTokens: (): AuthTokens | null => parseTokens(read(TOKENS_KEY)),
  setTokens: (t: AuthTokens) => write(TOKENS_KEY, t),
  getUser: (): AuthUser | null => parseUser(read(USER_KEY)),
  setUser: (u: AuthUser) => write(USER_KEY, u),
  clear() {
    try {
      window.localStorage.removeItem(TOKENS_KEY);
      window.localStorage.removeItem(USER_KEY);
    } catch {
      // nothing stored
    }
  },
};

/** The session counts as authenticated only while now is before expiresAt. */
export function isTokenValid(t: AuthTokens | null, now: number = Date.now()): t is AuthTokens {
  return !!t && now < t.expiresAt;
}

export function expiresSoon(t: AuthTokens, now: number = Date.now()): boolean {
  return t.expiresAt - now < REFRESH_THRESHOLD_MS;
}
