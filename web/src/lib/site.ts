/**
 * The site profile on the client: its configuration, theme and page head.
 *
 * The server picks the profile by Host and writes it into the page as
 * `window.__ALMANAC_SITE__` (plus the theme's CSS variables). The client
 * reads it from there, else from GET /api/site (app/site-provider.tsx), else
 * uses the built-in hub profile below. The current profile lives in a small
 * store so plain functions (the request layer's `siteFilters()`) can read it.
 */
import type { Schemas } from "@/lib/openapi/types";

/** A site profile as GET /api/site answers it (and the server injects it). */
export type SiteProfile = Schemas["Profile"];
/** A profile's palettes: primary, secondary and accent complete; quaternary and quinary when the site has them. */
export type SiteTheme = Schemas["Theme"];
export type SportSlug = NonNullable<SiteProfile["sport"]>;
export type LevelSlug = NonNullable<SiteProfile["level"]>;

export const SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export type Shade = (typeof SHADES)[number];
export const PALETTES = ["primary", "secondary", "accent", "quaternary", "quinary"] as const;
export type PaletteName = (typeof PALETTES)[number];

/** Colour values allowed into the style sheet (no way to close the rule). */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%\s/+-]*\))$/i;

declare global {
  interface Window {
    __ALMANAC_SITE__?: unknown;
  }
}

type FullPalette = SiteTheme["primary"];

const hex = (...values: string[]): FullPalette => Object.fromEntries(SHADES.map((s, i) => [s, values[i]])) as FullPalette;

/** The main hub (the fallback profile): indigo, slate, amber, emerald, rose. */
export const DEFAULT_SITE: SiteProfile = {
  id: "almanac",
  name: "Almanac",
  short_name: "Almanac",
  description:
    "Championship history, champions, teams, scores, players, coaches and analytics from real historical sports data.",
  keywords: ["sports statistics", "championship history", "champions", "teams", "scores", "standings", "players", "coaches", "analytics"],
  sport: null,
  level: null,
  headline: "Every champion, every season, every sport.",
  isMainSite: true,
  isSportSpecific: false,
  isLevelSpecific: false,
  logoUrl: "/logo.svg",
  faviconUrl: "/favicon.svg",
  appleTouchIconUrl: "/apple-touch-icon.png",
  manifestUrl: "/site.webmanifest",
  social_image: "/social.png",
  theme: {
    primary: hex("#eef2ff", "#e0e7ff", "#c7d2fe", "#a5b4fc", "#818cf8", "#6366f1", "#4f46e5", "#4338ca", "#3730a3", "#312e81", "#1e1b4b"),
    secondary: hex("#f8fafc", "#f1f5f9", "#e2e8f0", "#cbd5e1", "#94a3b8", "#64748b", "#475569", "#334155", "#1e293b", "#0f172a", "#020617"),
    accent: hex("#fffbeb", "#fef3c7", "#fde68a", "#fcd34d", "#fbbf24", "#f59e0b", "#d97706", "#b45309", "#92400e", "#78350f", "#451a03"),
    quaternary: hex("#ecfdf5", "#d1fae5", "#a7f3d0", "#6ee7b7", "#34d399", "#10b981", "#059669", "#047857", "#065f46", "#064e3b", "#022c22"),
    quinary: hex("#fff1f2", "#ffe4e6", "#fecdd3", "#fda4af", "#fb7185", "#f43f5e", "#e11d48", "#be123c", "#9f1239", "#881337", "#4c0519"),
  },
  filters: { sport__slug: null, level__slug: null },
  canonical_host: "almanac.example",
  hosts: ["localhost", "127.0.0.1", "almanac.example"],
  social_handle: "@almanacstats",
};

const SPORTS: readonly SportSlug[] = ["football", "basketball", "baseball", "hockey"];
const LEVELS: readonly LevelSlug[] = ["professional", "ncaa-d1"];

function str(v: unknown, fallback: string): string {
  return typeof v === "string" && v.trim() ? v : fallback;
}

/** A palette from untrusted JSON, each missing or unusable shade the hub's (`fallback`); null when there is none. */
function palette(v: unknown, fallback: FullPalette): FullPalette | null {
  if (!v || typeof v !== "object") return null;
  const out = { ...fallback };
  for (const s of SHADES) {
    const c = (v as Record<string, unknown>)[s];
    if (typeof c === "string" && SAFE_COLOR.test(c.trim())) out[s] = c.trim();
  }
  return out;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((k): k is string => typeof k === "string") : []);

/**
 * A profile from untrusted JSON, or null when it is not one (no name).
 * Missing fields take the hub's values; the flags are derived when absent.
 */
export function normalizeSite(raw: unknown): SiteProfile | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.name !== "string" || !r.name.trim()) return null;
  const sport = SPORTS.find((s) => s === r.sport) ?? null;
  const levelSlug = mapLevelSlug(typeof r.level === "string" ? r.level : null);
  const level = LEVELS.find((l) => l === levelSlug) ?? null;
  const t = (r.theme && typeof r.theme === "object" ? r.theme : {}) as Record<string, unknown>;
  const f = (r.filters && typeof r.filters === "object" ? r.filters : {}) as Record<string, unknown>;
  const name = r.name;
  return {
    id: str(r.id, name.toLowerCase().replace(/[^a-z0-9]+/g, "-")),
    name,
    short_name: str(r.short_name, name),
    description: str(r.description, DEFAULT_SITE.description),
    keywords: strings(r.keywords),
    sport,
    level,
    headline: str(r.headline, DEFAULT_SITE.headline),
    isMainSite: typeof r.isMainSite === "boolean" ? r.isMainSite : !sport && !level,
    isSportSpecific: typeof r.isSportSpecific === "boolean" ? r.isSportSpecific : !!sport,
    isLevelSpecific: typeof r.isLevelSpecific === "boolean" ? r.isLevelSpecific : !!level,
    logoUrl: str(r.logoUrl, DEFAULT_SITE.logoUrl),
    faviconUrl: str(r.faviconUrl, DEFAULT_SITE.faviconUrl),
    appleTouchIconUrl: str(r.appleTouchIconUrl, DEFAULT_SITE.appleTouchIconUrl),
    manifestUrl: str(r.manifestUrl, DEFAULT_SITE.manifestUrl),
    social_image: str(r.social_image, DEFAULT_SITE.social_image),
    theme: {
      primary: palette(t.primary, DEFAULT_SITE.theme.primary) ?? DEFAULT_SITE.theme.primary,
      secondary: palette(t.secondary, DEFAULT_SITE.theme.secondary) ?? DEFAULT_SITE.theme.secondary,
      accent: palette(t.accent, DEFAULT_SITE.theme.accent) ?? DEFAULT_SITE.theme.accent,
      quaternary: palette(t.quaternary, DEFAULT_SITE.theme.quaternary!),
      quinary: palette(t.quinary, DEFAULT_SITE.theme.quinary!),
    },
    filters: {
      sport__slug: typeof f.sport__slug === "string" ? f.sport__slug : null,
      level__slug: typeof f.level__slug === "string" ? f.level__slug : null,
    },
    canonical_host: typeof r.canonical_host === "string" ? r.canonical_host : "",
    hosts: strings(r.hosts),
    social_handle: typeof r.social_handle === "string" ? r.social_handle : "",
  };
}

/** The profile the server wrote into the page, if any. */
export function readInjectedSite(): SiteProfile | null {
  if (typeof window === "undefined") return null;
  return normalizeSite(window.__ALMANAC_SITE__);
}

/**
 * The API's level slug for a profile level: college ->
 * ncaa-d1, ncaa-division-i/ii/iii -> ncaa-d1/d2/d3; professional and the
 * canonical slugs stay as they are.
 */
export function mapLevelSlug(level: string | null | undefined): string | undefined {
  if (!level) return undefined;
  const l = level.trim().toLowerCase();
  switch (l) {
    case "college":
      return "ncaa-d1";
    case "ncaa-division-i":
      return "ncaa-d1";
    case "ncaa-division-ii":
      return "ncaa-d2";
    case "ncaa-division-iii":
      return "ncaa-d3";
    default:
      return l || undefined;
  }
}

/** A site's filters as query parameters: the profile's filters, absent rather than null. */
export type SiteFilters = { [K in keyof Schemas["Filters"]]?: NonNullable<Schemas["Filters"][K]> };

/** The API filters of a site: {sport__slug, level__slug}, absent on the hub. */
export function siteFilters(profile: SiteProfile = getSite()): SiteFilters {
  const sport = profile.filters?.sport__slug || profile.sport || undefined;
  const level = mapLevelSlug(profile.filters?.level__slug || profile.level);
  const out: SiteFilters = {};
  if (sport) out.sport__slug = sport;
  if (level) out.level__slug = level;
  return out;
}

// ---- the store --------------------------------------------------------

let current: SiteProfile = readInjectedSite() ?? DEFAULT_SITE;
const listeners = new Set<() => void>();

export function getSite(): SiteProfile {
  return current;
}

/** Makes `profile` the current site; `notify: false` skips the listeners (safe during a render). */
export function setSite(profile: SiteProfile, notify = true) {
  if (profile === current) return;
  current = profile;
  if (notify) for (const l of listeners) l();
}

export function subscribeSite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---- theme --------------------------------------------------------------

/**
 * The theme as CSS custom properties: `:root{--color-primary-600:#…;…}`;
 * quaternary and quinary only when the profile has them. The shades are
 * written as they are: normalizeSite, the only maker of a profile, let in
 * safe colours only and gave a missing one the hub's.
 */
export function themeCss(theme: SiteTheme): string {
  const decls: string[] = [];
  for (const name of PALETTES) {
    const pal = theme[name];
    if (!pal) continue;
    for (const shade of SHADES) decls.push(`--color-${name}-${shade}:${pal[shade]}`);
  }
  return `:root{${decls.join(";")}}`;
}

export const THEME_STYLE_ID = "almanac-theme";

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.name = name;
    document.head.appendChild(el);
  }
  if (el.content !== content) el.content = content;
}

/**
 * Writes the profile's theme into the page: the style element is removed
 * and injected anew, so a later profile fully replaces an earlier one. Also
 * keeps the theme colour, description and icon in step. Errors are
 * swallowed.
 */
export function applySiteToDocument(profile: SiteProfile) {
  try {
    document.getElementById(THEME_STYLE_ID)?.remove();
    const style = document.createElement("style");
    style.id = THEME_STYLE_ID;
    style.textContent = themeCss(profile.theme);
    document.head.appendChild(style);
    setMeta("theme-color", profile.theme.primary["600"]);
    setMeta("description", profile.description);
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"][type="image/svg+xml"]');
    if (icon && profile.faviconUrl && icon.getAttribute("href") !== profile.faviconUrl) icon.href = profile.faviconUrl;
  } catch {
    // Theme injection must never break the page.
  }
}
