import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** GET /api/downloads/: the latest data release's files and changes. */

export interface DownloadFile {
  path: string;
  url: string;
  size: number;
  sha256: string;
  format: string;
  table: string | null;
  site: string | null;
  rows: number | null;
  licence: string;
  attribution: string[];
}

export interface DownloadChange {
  table: string;
  rows: number;
  added: number;
  changed: number;
  removed: number;
}

export interface Downloads {
  release: string | null;
  created: string | null;
  previous: string | null;
  count: number;
  files: DownloadFile[];
  changes: DownloadChange[];
}

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
