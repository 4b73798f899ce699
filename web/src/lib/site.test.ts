import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_SITE,
  THEME_STYLE_ID,
  applySiteToDocument,
  mapLevelSlug,
  normalizeSite,
  readInjectedSite,
  siteFilters,
  themeCss,
} from "./site";

afterEach(() => {
  delete window.__ALMANAC_SITE__;
  document.getElementById(THEME_STYLE_ID)?.remove();
});

describe("level mapping", () => {
  it.each([
    ["college", "ncaa-d1"],
    ["professional", "professional"],
    ["ncaa-division-i", "ncaa-d1"],
    ["ncaa-division-ii", "ncaa-d2"],
    ["ncaa-division-iii", "ncaa-d3"],
    ["ncaa-d1", "ncaa-d1"],
  ])("%s -> %s", (level, slug) => {
    expect(mapLevelSlug(level)).toBe(slug);
  });

  it("has no filter without a level", () => {
    expect(mapLevelSlug(null)).toBeUndefined();
    expect(mapLevelSlug("")).toBeUndefined();
  });
});

describe("site filters", () => {
  it("are empty on the hub", () => {
    expect(siteFilters(DEFAULT_SITE)).toEqual({});
  });

  it("come from sport and level", () => {
    const nba = normalizeSite({ name: "NBA", sport: "basketball", level: "professional" })!;
    expect(siteFilters(nba)).toEqual({ sport__slug: "basketball", level__slug: "professional" });
    const cbb = normalizeSite({ name: "CBB", sport: "basketball", level: "college" })!;
    expect(siteFilters(cbb)).toEqual({ sport__slug: "basketball", level__slug: "ncaa-d1" });
  });

  it("prefer the profile's own filters", () => {
    const p = normalizeSite({ name: "X", sport: "hockey", level: "college", filters: { sport__slug: "hockey", level__slug: "ncaa-division-iii" } })!;
    expect(siteFilters(p)).toEqual({ sport__slug: "hockey", level__slug: "ncaa-d3" });
  });
});

describe("profiles", () => {
  it("reads the profile the server injected", () => {
    window.__ALMANAC_SITE__ = { id: "nba", name: "Hardwood Almanac", sport: "basketball", level: "professional", theme: {} };
    const p = readInjectedSite()!;
    expect(p.name).toBe("Hardwood Almanac");
    expect(p.isMainSite).toBe(false);
    expect(p.isSportSpecific).toBe(true);
    expect(p.isLevelSpecific).toBe(true);
  });

  it("keeps a profile as the API sends it", () => {
    expect(normalizeSite(JSON.parse(JSON.stringify(DEFAULT_SITE)))).toEqual(DEFAULT_SITE);
  });

  it("completes what is missing or unusable from the hub's, and knows only the API's sports and levels", () => {
    const p = normalizeSite({ name: "X", sport: "cricket", level: "ncaa-division-ii", theme: { primary: { "600": "red;}", "700": "#010203" } } })!;
    expect([p.sport, p.level, p.hosts, p.manifestUrl]).toEqual([null, null, [], "/site.webmanifest"]);
    expect(p.theme.primary).toEqual({ ...DEFAULT_SITE.theme.primary, "700": "#010203" });
    expect([p.theme.secondary, p.theme.quaternary]).toEqual([DEFAULT_SITE.theme.secondary, null]);
  });

  it("rejects something that is not a profile", () => {
    window.__ALMANAC_SITE__ = { results: [] };
    expect(readInjectedSite()).toBeNull();
    expect(normalizeSite(null)).toBeNull();
  });
});

describe("theme", () => {
  it("writes every shade as a CSS variable, hub values for missing ones", () => {
    const css = themeCss(normalizeSite({ name: "X", theme: { primary: { "600": "#123456" }, secondary: {}, accent: {} } })!.theme);
    expect(css.startsWith(":root{")).toBe(true);
    expect(css).toContain("--color-primary-600:#123456");
    expect(css).toContain("--color-primary-500:#6366f1");
    expect(css).toContain("--color-secondary-950:#020617");
    expect(css).not.toContain("quaternary");
  });

  it("refuses values that could break out of the rule", () => {
    const css = themeCss(normalizeSite({ name: "X", theme: { primary: { "600": "red;}body{display:none" }, secondary: {}, accent: {} } })!.theme);
    expect(css).toContain("--color-primary-600:#4f46e5");
    expect(css).not.toContain("display");
  });

  it("replaces the style element when the profile changes", () => {
    applySiteToDocument(normalizeSite({ name: "A", theme: { primary: { "600": "#111111" } } })!);
    applySiteToDocument(normalizeSite({ name: "B", theme: { primary: { "600": "#222222" } } })!);
    const styles = document.querySelectorAll(`#${THEME_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toContain("--color-primary-600:#222222");
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe("#222222");
  });
});
