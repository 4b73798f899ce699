import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** GET /api/downloads/: the latest data release's files and changes. */

export type DownloadFile = Schemas["DownloadFile"];
export type DownloadChange = Schemas["DownloadChange"];
export type Downloads = Schemas["Downloads"];

export async function getDownloads({ signal }: { signal?: AbortSignal } = {}): Promise<Downloads> {
  return apiGet<Downloads>("/api/downloads/", undefined, { signal });
}

export const downloadsQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["downloads"] as const,
    queryFn: ({ signal }) => getDownloads({ signal }),
  });

export const useDownloads = () => useQuery(downloadsQueryOptions());
