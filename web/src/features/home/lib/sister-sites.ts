/**
 * The family of sites (the server's internal/sites/sites.json).
 * The API serves only the current profile (/api/site), so the list of
 * sister sites is kept here. Each site lives on its own host: `nfl.` +
 * the hub's domain (nfl.localhost in development, nfl.almanac.example in
 * production); the hub is the bare domain.
 */
import type { SiteProfile } from "@/lib/site";

/** A site's profile fields (its id is also the host label of sport sites), and what it covers ("Pro football"). */
export type SisterSite = Pick<SiteProfile, "id" | "name" | "sport" | "level"> & { label: string };

export const SITES: readonly SisterSite[] = [
  { id: "almanac", name: "Almanac", sport: null, level: null, label: "Every sport" },
  { id: "nfl", name: "Gridiron Almanac", sport: "football", level: "professional", label: "Pro football" },
  { id: "nba", name: "Hardwood Almanac", sport: "basketball", level: "professional", label: "Pro basketball" },
  { id: "mlb", name: "Diamond Almanac", sport: "baseball", level: "professional", label: "Pro baseball" },
  { id: "nhl", name: "Ice Almanac", sport: "hockey", level: "professional", label: "Pro hockey" },
  { id: "cfb", name: "Campus Gridiron Almanac", sport: "football", level: "ncaa-d1", label: "College football" },
  { id: "cbb", name: "Campus Hardwood Almanac", sport: "basketball", level: "ncaa-d1", label: "College basketball" },
  { id: "cbs", name: "Campus Diamond Almanac", sport: "baseball", level: "ncaa-d1", label: "College baseball" },
  { id: "chk", name: "Campus Ice Almanac", sport: "hockey", level: "ncaa-d1", label: "College hockey" },
];

const HUB_ID = "almanac";
const SITE_LABELS = new Set(SITES.filter((s) => s.id !== HUB_ID).map((s) => s.id));

/** The hub's domain for a host name: "nba.localhost" -> "localhost", "almanac.example" stays, an IP -> "localhost". */
export function baseDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (/^\d+(\.\d+){3}$/.test(host) || host.includes(":") || host === "") return "localhost";
  const [first, ...rest] = host.split(".");
  return rest.length > 0 && SITE_LABELS.has(first) ? rest.join(".") : host;
}

/** The address of `site` seen from `location` (same protocol and port). */
export function siteHref(site: Pick<SisterSite, "id">, location: Pick<Location, "protocol" | "hostname" | "port">): string {
  const base = baseDomain(location.hostname);
  const host = site.id === HUB_ID ? base : `${site.id}.${base}`;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ""}/`;
}

/** The site whose sport and level match the current profile, or the hub. */
export function currentSiteId(profile: Pick<SiteProfile, "sport" | "level">): string {
  const hit = SITES.find((s) => s.sport === profile.sport && s.level === profile.level);
  return hit?.id ?? HUB_ID;
}

/** The sites for one sport, professional first. */
export function sitesForSport(sport: string): SisterSite[] {
  return SITES.filter((s) => s.sport === sport);
}
