import { createContext, useContext, useSyncExternalStore } from "react";
import { getSite, siteFilters, subscribeSite, type SiteFilters, type SiteProfile } from "./site";

/** The current site profile; SiteProvider (app/site-provider.tsx) supplies it. */
export const SiteContext = createContext<SiteProfile | null>(null);

/**
 * The site being shown: name, description, sport, level, flags, logo and
 * icons, theme, filters. Inside SiteProvider it comes from the provider;
 * elsewhere from the global store.
 */
export function useSite(): SiteProfile {
  const fromContext = useContext(SiteContext);
  const fromStore = useSyncExternalStore(subscribeSite, getSite, getSite);
  return fromContext ?? fromStore;
}

/** The site's API filters: {sport__slug, level__slug}. */
export function useSiteFilters(): SiteFilters {
  return siteFilters(useSite());
}
