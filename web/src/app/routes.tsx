import { lazy, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RootLayout } from "./layout/RootLayout";
import { RouteError } from "./RouteError";

const ComingSoonPage = lazy(() => import("@/features/coming-soon/ComingSoonPage"));
const NotFoundPage = lazy(() => import("@/features/not-found/NotFoundPage"));

/**
 * Screens register themselves: every `src/features/<screen>/routes.tsx`
 * exports `routes: RouteObject[]` with paths relative to the root ("teams",
 * "teams/:slug", or `index: true` for home), each loading its page lazily.
 * Paths no feature claims yet show the shared Coming Soon view.
 */
const featureModules = import.meta.glob<{ routes?: RouteObject[] }>("../features/*/routes.tsx", { eager: true });
export const featureRoutes: RouteObject[] = Object.values(featureModules).flatMap((mod) => mod.routes ?? []);

/** The current home page until the home feature registers its own index route. */
const homePages = import.meta.glob<{ default: ComponentType }>("../features/home/HomePage.tsx");
const homeLoader = Object.values(homePages)[0];
const FallbackHome = homeLoader ? lazy(homeLoader) : null;

/** The route table, with each screen's name for Coming Soon. */
export const ROUTE_TABLE: [path: string, feature: string][] = [
  ["championships", "Championships"],
  ["championships/:slug", "Championship details"],
  ["champions", "Champions history"],
  ["teams", "Teams"],
  ["teams/compare", "Team comparison"],
  ["teams/:slug", "Team details"],
  ["teams/:slug/:year", "Team details"],
  ["scores", "Scores"],
  ["scores/:id", "Game details"],
  ["seasons", "Seasons"],
  ["seasons/:slug", "Season details"],
  ["standings", "Standings"],
  ["players", "Players"],
  ["players/stats", "Player statistics"],
  ["players/:id", "Player details"],
  ["coaches", "Coaches"],
  ["coaches/stats", "Coaching statistics"],
  ["coaches/:id", "Coach details"],
  ["analytics", "Analytics"],
  ["analytics/team-stats", "Team stats"],
  ["analytics/player-stats", "Player stats"],
  ["analytics/predictions", "Predictions"],
  ["analytics/comparisons", "Player comparison"],
  ["analytics/insights", "Insights"],
  ["analytics/breakout", "Breakout candidates"],
  ["analytics/trends", "Trends"],
  ["analytics/reports", "Reports"],
  ["analytics/team/:team_id/trends", "Team trends"],
  ["analytics/team/:team_id/report", "Team report"],
  ["analytics/player/:player_id/career", "Player career"],
  ["analytics/player/:player_id/compare", "Player comparison"],
  ["data-quality", "Data quality"],
  ["finders", "Finders"],
  ["glossary", "Glossary"],
  ["features", "Features"],
  ["debug", "Debug"],
  ["privacy", "Privacy Policy"],
  ["terms", "Terms of Service"],
  ["cookies", "Cookie Policy"],
  // Issue #14: the operators' screen and the links sent by mail.
  ["admin", "Admin"],
  ["admin/:section", "Admin"],
  ["verify-email", "Email verification"],
  ["reset-password", "Password reset"],
];

const norm = (p: string) => p.replace(/^\/+|\/+$/g, "");

/** All paths a route tree claims (nested paths joined). */
function claimedPaths(routes: RouteObject[], base = ""): string[] {
  return routes.flatMap((r) => {
    const here = r.index ? base : norm([base, r.path ?? ""].filter(Boolean).join("/"));
    return [...(r.path !== undefined || r.index ? [here] : []), ...(r.children ? claimedPaths(r.children, here) : [])];
  });
}

/** Screens: the features' routes, then Coming Soon for unclaimed paths, home and 404. */
export function buildScreenRoutes(features: RouteObject[]): RouteObject[] {
  const claimed = new Set(claimedPaths(features));
  const screens: RouteObject[] = [...features];
  if (!claimed.has("")) {
    screens.push({ index: true, element: FallbackHome ? <FallbackHome /> : <ComingSoonPage feature="Home" /> });
  }
  for (const [path, feature] of ROUTE_TABLE) {
    if (!claimed.has(path)) screens.push({ path, element: <ComingSoonPage feature={feature} /> });
  }
  if (!claimed.has("*")) screens.push({ path: "*", element: <NotFoundPage /> });
  return screens;
}

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    // Last resort if the shell itself fails: the fallback without the shell.
    errorElement: (
      <main id="main">
        <RouteError />
      </main>
    ),
    children: [
      {
        // Errors in a screen render inside the shell, keeping header and footer.
        errorElement: <RouteError />,
        children: buildScreenRoutes(featureRoutes),
      },
    ],
  },
];
