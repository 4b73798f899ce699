import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

export type KeyPlan = Schemas["Plan"];
/** An API key as its holder sees it (never the key itself), with its requests per day. */
export type ApiKey = Schemas["Key"];
/** A key just created: the one answer that holds the key. */
export type NewApiKey = Schemas["NewKey"];

const KEYS = ["account", "keys"] as const;

/** GET /auth/keys/: the account's keys, newest first, with requests per day. */
export const keysQueryOptions = (authFetch: AuthFetch) =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: KEYS,
    queryFn: ({ signal }) => authFetch<Schemas["Keys"]>("/auth/keys/", { signal }).then((r) => r.results),
  });

export function useKeys(enabled: boolean) {
  return useQuery({ ...keysQueryOptions(useAuthFetch()), enabled });
}

/** POST /auth/keys/ {name}. */
export function useCreateKey() {
  const authFetch = useAuthFetch();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => authFetch<NewApiKey>("/auth/keys/", { method: "POST", body: { name } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEYS }),
  });
}

/** DELETE /auth/keys/{id}/. */
export function useRevokeKey() {
  const authFetch = useAuthFetch();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => authFetch<undefined>(`/auth/keys/${id}/`, { method: "DELETE" }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEYS }),
  });
}
