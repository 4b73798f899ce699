import { useEffect, useState, type ReactNode } from "react";
import { request } from "@/lib/api";
import { DEFAULT_SITE, applySiteToDocument, normalizeSite, readInjectedSite, setSite, type SiteProfile } from "@/lib/site";
import { SiteContext } from "@/lib/use-site";

/**
 * Supplies the site profile: `profile` when given (tests), else the one the
 * server wrote into the page, else GET /api/site, else the built-in hub.
 * Children wait for /api/site (only when nothing was injected, i.e. in
 * development) so no data call goes out with the wrong site's filters.
 * Whenever the profile changes its theme is injected anew.
 */
export function SiteProvider({ profile, children }: { profile?: SiteProfile; children: ReactNode }) {
  const [site, setState] = useState<SiteProfile | null>(() => profile ?? readInjectedSite());

  // A new profile (tests) replaces the shown one while rendering, not in an effect after it.
  if (profile && profile !== site) setState(profile);

  useEffect(() => {
    // Given, injected or already fetched: /api/site is fetched at most once.
    if (profile || site) return;
    const ctrl = new AbortController();
    request<unknown>("/api/site", { signal: ctrl.signal, rateLimit: false })
      .then((raw) => setState(normalizeSite(raw) ?? DEFAULT_SITE))
      .catch(() => {
        if (!ctrl.signal.aborted) setState(DEFAULT_SITE);
      });
    return () => ctrl.abort();
  }, [profile, site]);

  useEffect(() => {
    if (!site) return;
    setSite(site);
    applySiteToDocument(site);
  }, [site]);

  if (!site) return null;
  // The store is set during render too (without notifying), so the first
  // render's data calls already use this site's filters.
  setSite(site, false);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
