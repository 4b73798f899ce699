import { buildUrl, rateLimiter, type QueryParams } from "@/lib/api";
import { siteFilters } from "@/lib/site";

/**
 * Saves an export or report route's answer as a file (spec part 2 §7):
 * the site's filters are added, the client limiter's export class applies,
 * and failures are silent (§8). Resolves true when the file was saved.
 */
export async function downloadFile(path: string, params: QueryParams, filename: string): Promise<boolean> {
  const url = buildUrl(path, { ...siteFilters(), ...params });
  try {
    await rateLimiter.schedule(url);
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) return false;
    const blob = await res.blob();
    const href = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = href;
    a.download = filename;
    a.rel = "noopener";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 0);
    return true;
  } catch {
    return false;
  }
}
