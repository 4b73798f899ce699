import { QUICK_FILTERS } from "@/lib/leagues";
import type { SiteFilters } from "@/lib/site";
import type { Scope } from "../types";

/**
 * The leagues a visitor of the hub can choose (it has no sport of its own):
 * the hub's quick filters (NFL … CHK). A league without forecasts says so on
 * the page (the backtest answers 404); a sport site uses its own sport and level.
 */
export const LEAGUES = QUICK_FILTERS.map((q) => ({ ...q, id: q.label.toLowerCase(), name: q.level === "professional" ? q.label : `college ${q.sport}` }));
export const DEFAULT_LEAGUE = "nfl";

/** The league for a URL value; unknown values fall back to the default. */
export function leagueById(id: string) {
  return LEAGUES.find((l) => l.id === id) ?? LEAGUES.find((l) => l.id === DEFAULT_LEAGUE)!;
}

/** The scope of a page: the site's sport and level, else the chosen league (hub). */
export function predictionScope(site: SiteFilters, league: string): Scope {
  if (site.sport__slug) return { sport: site.sport__slug, level: site.level__slug ?? "professional" };
  const l = leagueById(league);
  return { sport: l.sport, level: l.level };
}

/** The league's name in a sentence ("NFL", "college football"); `fallback` for one not listed. */
export function scopeLabel(scope: Scope, fallback: string): string {
  return LEAGUES.find((l) => l.sport === scope.sport && l.level === scope.level)?.name ?? fallback;
}

/** The scope as API filters. */
export const scopeParams = (s: Scope) => ({ sport__slug: s.sport, level__slug: s.level });
