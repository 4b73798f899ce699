import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";
import type { AuthUser } from "@/lib/auth/auth-reducer";
import { parseUser } from "@/lib/auth/auth-storage";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import { AppError } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** GET /auth/me/: the signed-in user as the server knows them now (the role decides what the admin shows). */
export async function getMe(authFetch: AuthFetch, { signal }: { signal?: AbortSignal } = {}): Promise<AuthUser> {
  const user = parseUser(await authFetch<unknown>("/auth/me/", { signal }));
  if (!user) throw new AppError("The server sent no user.");
  return user;
}

export const meQueryOptions = (authFetch: AuthFetch, email: string) =>
  queryOptions({
    ...cacheClass.USER,
    staleTime: 0,
    queryKey: ["auth", "me", email] as const,
    queryFn: ({ signal }) => getMe(authFetch, { signal }),
  });

/** The current user from the server while signed in. */
export function useMe() {
  const auth = useAuth();
  const authFetch = useAuthFetch();
  const email = auth.user?.email ?? "";
  return useQuery({ ...meQueryOptions(authFetch, email), enabled: auth.isAuthenticated && !!email });
}
