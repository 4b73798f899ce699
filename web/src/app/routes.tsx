import { lazy } from "react";
import type { RouteObject } from "react-router";
import HomePage from "@/features/home/HomePage";
import { RootLayout } from "./layout/RootLayout";
import { RouteError } from "./RouteError";

// Everything but Home is split into its own chunk and loaded on first visit.
const ComingSoonPage = lazy(() => import("@/features/coming-soon/ComingSoonPage"));
const NotFoundPage = lazy(() => import("@/features/not-found/NotFoundPage"));

/**
 * The spec's route table (part 1 §2). Screens that are not built yet show
 * the shared Coming Soon view; each feature replaces its entries with a
 * lazy import of its own page as it lands.
 */
const comingSoon: [path: string, feature: string][] = [
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
  ["features", "Features"],
  ["debug", "Debug"],
  ["privacy", "Privacy Policy"],
  ["terms", "Terms of Service"],
  ["cookies", "Cookie Policy"],
];

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
        children: [
          { index: true, element: <HomePage /> },
          ...comingSoon.map(([path, feature]) => ({ path, element: <ComingSoonPage feature={feature} /> })),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
