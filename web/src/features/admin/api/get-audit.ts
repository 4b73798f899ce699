import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useAuthFetch, type AuthFetch } from "@/lib/auth/auth-fetch";
import { toPaged, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { AuditEntry } from "../lib/audit";

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit/?page=&page_size=: every write, newest first. */
export async function getAudit(authFetch: AuthFetch, page: number, { signal }: { signal?: AbortSignal } = {}): Promise<Paged<AuditEntry>> {
  return toPaged(await authFetch<Paged<AuditEntry>>("/api/admin/audit/", { signal, query: { page, page_size: AUDIT_PAGE_SIZE } }));
}

export const auditQueryOptions = (authFetch: AuthFetch, page: number) =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: ["admin", "audit", page] as const,
    queryFn: ({ signal }) => getAudit(authFetch, page, { signal }),
  });

export function useAudit(page: number) {
  return useQuery({ ...auditQueryOptions(useAuthFetch(), page), placeholderData: keepPreviousData });
}
