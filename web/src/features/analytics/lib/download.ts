import { buildUrl, rateLimiter, type QueryParams } from "@/lib/api";
import { downloadText } from "@/lib/csv";
import { siteFilters } from "@/lib/site";

/**
 * Saves an export or report route's answer as a file:
 * the site's filters are added, the client limiter's export class applies,
 * and failures are silent. Resolves true when the file was saved.
 */
export async function downloadFile(path: string, params: QueryParams, filename: string): Promise<boolean> {
  const url = buildUrl(path, { ...siteFilters(), ...params });
  try {
    await rateLimiter.schedule(url);
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) return false;
    downloadText(filename, await res.text(), res.headers.get("Content-Type") ?? "text/csv;charset=utf-8");
    return true;
  } catch {
    return false;
  }
}
