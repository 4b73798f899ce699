import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { AppError } from "@/lib/errors";
import { useQuery } from "@tanstack/react-query";
import { configQueryOptions } from "@/lib/config";
import { AUTH_FALLBACK, authApi, authErrorMessage, tokensFrom, userFrom } from "./auth-api";
import { authReducer, initialAuthState, type AuthState, type AuthUser } from "./auth-reducer";
import { TOKENS_KEY, USER_KEY, authStorage, expiresSoon, isTokenValid, parseUser } from "./auth-storage";

/** Background auth check interval. */
export const AUTH_CHECK_INTERVAL_MS = 5 * 60_000;

export interface AuthContextValue extends AuthState {
  /** Whether the auth feature flag is on (GET /api/config). */
  enabled: boolean;
  login(email: string, password: string): Promise<void>;
  /** Resolves true when the server signed the new account in. */
  register(data: { email: string; password: string; firstName: string; lastName: string }): Promise<boolean>;
  resetPassword(email: string): Promise<void>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
  /** Takes a fresher copy of the signed-in user (e.g. from GET /auth/me/). */
  setUser(user: AuthUser): void;
  clearError(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Sign-in state: restores a stored session at start
 * when the auth flag is on, refreshes tokens that expire within 5 minutes
 * (one refresh in flight at a time), checks every 5 minutes and when the tab
 * becomes visible or gains focus, and follows sign-outs in other tabs.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useQuery(configQueryOptions());
  const enabled = config.data?.features.auth ?? false;
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const refreshing = useRef<Promise<void> | null>(null);
  const stateRef = useRef(state);
  // Written after the commit, never during render (callbacks read the latest state).
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const signOutLocally = useCallback(() => {
    authStorage.clear();
    dispatch({ type: "LOGOUT" });
  }, []);

  const refresh = useCallback((): Promise<void> => {
    if (refreshing.current) return refreshing.current;
    const run = (async () => {
      const tokens = authStorage.getTokens();
      if (!tokens?.refreshToken) {
        signOutLocally();
        throw new AppError(AUTH_FALLBACK.noRefreshToken);
      }
      try {
        const next = tokensFrom(await authApi.refresh(tokens.refreshToken));
        if (!next) throw new AppError(AUTH_FALLBACK.refresh);
        authStorage.setTokens({ ...next, refreshToken: next.refreshToken || tokens.refreshToken });
      } catch {
        signOutLocally();
        throw new AppError(AUTH_FALLBACK.refresh);
      }
    })();
    refreshing.current = run;
    const clear = () => {
      refreshing.current = null;
    };
    run.then(clear, clear);
    return run;
  }, [signOutLocally]);

  // Startup, once /api/config has answered: restore a stored, unexpired
  // session when auth is on; otherwise clear storage. Initialised either way.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || config.isPending) return;
    started.current = true;
    if (config.isSuccess) {
      const tokens = authStorage.getTokens();
      const user = authStorage.getUser();
      if (enabled && user && isTokenValid(tokens)) {
        dispatch({ type: "AUTH_SUCCESS", user });
        if (expiresSoon(tokens)) refresh().catch(() => {});
      } else {
        authStorage.clear();
      }
    }
    dispatch({ type: "SET_INITIALIZED" });
  }, [config.isPending, config.isSuccess, enabled, refresh]);

  // Background check: every 5 minutes, on becoming visible and on focus.
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (!stateRef.current.isAuthenticated) return;
      const tokens = authStorage.getTokens();
      if (!isTokenValid(tokens)) {
        signOutLocally();
        return;
      }
      if (expiresSoon(tokens)) refresh().catch(() => {});
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    const id = setInterval(check, AUTH_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", check);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", check);
    };
  }, [enabled, refresh, signOutLocally]);

  // Cross-tab: tokens removed elsewhere -> sign out here; stored user changed -> take it.
  useEffect(() => {
    if (!enabled) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKENS_KEY && e.newValue === null && stateRef.current.isAuthenticated) {
        dispatch({ type: "LOGOUT" });
      } else if (e.key === USER_KEY && e.newValue) {
        try {
          const user = parseUser(JSON.parse(e.newValue));
          if (user && stateRef.current.isAuthenticated) dispatch({ type: "AUTH_SUCCESS", user });
        } catch {
          // ignore malformed values
        }
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [enabled]);

  const signIn = useCallback((body: unknown): boolean => {
    const tokens = tokensFrom(body);
    const user: AuthUser | null = userFrom(body);
    if (!tokens || !user) return false;
    authStorage.setTokens(tokens);
    authStorage.setUser(user);
    dispatch({ type: "AUTH_SUCCESS", user });
    return true;
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      dispatch({ type: "AUTH_START" });
      try {
        const body = await authApi.login(email, password);
        if (!signIn(body)) throw new AppError(AUTH_FALLBACK.login);
      } catch (err) {
        const message = err instanceof AppError ? err.message : authErrorMessage(err, AUTH_FALLBACK.login);
        dispatch({ type: "AUTH_FAILURE", error: message });
        throw new AppError(message);
      }
    },
    [signIn],
  );

  const register = useCallback(
    async (data: { email: string; password: string; firstName: string; lastName: string }) => {
      dispatch({ type: "AUTH_START" });
      try {
        const body = await authApi.register(data);
        const signedIn = signIn(body);
        if (!signedIn) dispatch({ type: "SET_LOADING", loading: false });
        return signedIn;
      } catch (err) {
        const message = authErrorMessage(err, AUTH_FALLBACK.register);
        dispatch({ type: "AUTH_FAILURE", error: message });
        throw new AppError(message);
      }
    },
    [signIn],
  );

  const resetPassword = useCallback(async (email: string) => {
    dispatch({ type: "SET_LOADING", loading: true });
    try {
      await authApi.resetPassword(email);
      dispatch({ type: "SET_LOADING", loading: false });
    } catch (err) {
      const message = authErrorMessage(err, AUTH_FALLBACK.reset);
      dispatch({ type: "SET_LOADING", loading: false });
      throw new AppError(message);
    }
  }, []);

  const logout = useCallback(async () => {
    const tokens = authStorage.getTokens();
    if (tokens) {
      try {
        await authApi.logout(tokens.refreshToken, tokens.accessToken);
      } catch {
        // Sign-out failures are ignored.
      }
    }
    signOutLocally();
  }, [signOutLocally]);

  const clearError = useCallback(() => dispatch({ type: "CLEAR_ERROR" }), []);

  const setUser = useCallback((user: AuthUser) => {
    if (!stateRef.current.isAuthenticated) return;
    authStorage.setUser(user);
    dispatch({ type: "SET_USER", user });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, enabled, login, register, resetPassword, logout, refresh, setUser, clearError }),
    [state, enabled, login, register, resetPassword, logout, refresh, setUser, clearError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside AuthProvider");
  return ctx;
}
