/**
 * Branding of the site being shown. The main hub's values are the defaults;
 * per-host profiles (DESIGN §5) replace them when the server provides them.
 */
export const site = {
  name: "Almanac",
  tagline: "Championship history, champions, teams, scores and analytics — from real historical data.",
};

/** Sets the tab title to "{title} | {site name}" (the site name alone on the home page). */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : site.name;
}
