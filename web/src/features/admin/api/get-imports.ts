import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** An import run; started_at is null for runs recorded before start times were kept. */
export type ImportRun = Schemas["Import"];

/** GET /api/admin/imports/: the import runs, newest first. */
export async function getImports(authFetch: AuthFetch, { signal }: { signal?: AbortSignal } = {}): Promise<ImportRun[]> {
  return (await authFetch<Schemas["Imports"]>("/api/admin/imports/", { signal })).results;
}

export const importsQueryOptions = (authFetch: AuthFetch) =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: ["admin", "imports"] as const,
    queryFn: ({ signal }) => getImports(authFetch, { signal }),
  });

export function useImports() {
  return useQuery(importsQueryOptions(useAuthFetch()));
}
