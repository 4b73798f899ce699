import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import { listResults, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";

export interface ImportRun {
  id: number;
  source: string;
  /** Unknown (null) for runs recorded before start times were kept. */
  started_at: string | null;
  finished_at: string | null;
  rows: number | null;
}

/** GET /api/admin/imports/: the import runs, newest first. */
export async function getImports(authFetch: AuthFetch, { signal }: { signal?: AbortSignal } = {}): Promise<ImportRun[]> {
  return listResults(await authFetch<Paged<ImportRun> | ImportRun[]>("/api/admin/imports/", { signal }));
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
