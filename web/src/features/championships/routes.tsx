import { lazy } from "react";
import type { RouteObject } from "react-router";

const ChampionshipsPage = lazy(() => import("./ChampionshipsPage"));
const ChampionshipDetailPage = lazy(() => import("./ChampionshipDetailPage"));

/** Championships list and detail. */
export const routes: RouteObject[] = [
  { path: "championships", element: <ChampionshipsPage /> },
  { path: "championships/:slug", element: <ChampionshipDetailPage /> },
];
