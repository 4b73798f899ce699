/** Auth state and transitions. */
import type { Schemas } from "@/lib/openapi/types";

/** Server-side roles (issue #14): operators and admins may write. */
export type UserRole = "user" | "operator" | "admin";

/** The signed-in user as the accounts API answers it (sign-in, /auth/me). */
export type AuthUser = Schemas["User"];

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  isInitialized: boolean;
}

export type AuthAction =
  | { type: "AUTH_START" }
  | { type: "AUTH_SUCCESS"; user: AuthUser }
  | { type: "SET_USER"; user: AuthUser }
  | { type: "AUTH_FAILURE"; error: string }
  | { type: "LOGOUT" }
  | { type: "CLEAR_ERROR" }
  | { type: "SET_LOADING"; loading: boolean }
  | { type: "SET_INITIALIZED" };

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  isInitialized: false,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "AUTH_START":
      return { ...state, isLoading: true, error: null };
    case "AUTH_SUCCESS":
      return { ...state, user: action.user, isAuthenticated: true, isLoading: false, error: null };
    case "SET_USER":
      return state.isAuthenticated ? { ...state, user: action.user } : state;
    case "AUTH_FAILURE":
      return { ...state, user: null, isAuthenticated: false, isLoading: false, error: action.error };
    case "LOGOUT":
      return { ...state, user: null, isAuthenticated: false, isLoading: false, error: null };
    case "CLEAR_ERROR":
      return { ...state, error: null };
    case "SET_LOADING":
      return { ...state, isLoading: action.loading };
    case "SET_INITIALIZED":
      return { ...state, isInitialized: true };
  }
}
