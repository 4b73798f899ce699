import { lazy } from "react";
import type { RouteObject } from "react-router";

const TeamDetailPage = lazy(() => import("./TeamDetailPage"));

/** /teams/{slug} (franchise view) and /teams/{slug}/{startYear} (season tabs). */
export const routes: RouteObject[] = [
  { path: "teams/:slug", element: <TeamDetailPage /> },
  { path: "teams/:slug/:year", element: <TeamDetailPage /> },
];
