import { lazy } from "react";
import type { RouteObject } from "react-router";

const CoachesPage = lazy(() => import("./CoachesPage"));
const CoachStatsPage = lazy(() => import("./CoachStatsPage"));
const CoachDetailPage = lazy(() => import("./CoachDetailPage"));

/** /coaches, /coaches/stats and /coaches/:id. */
export const routes: RouteObject[] = [
  { path: "coaches", element: <CoachesPage /> },
  { path: "coaches/stats", element: <CoachStatsPage /> },
  { path: "coaches/:id", element: <CoachDetailPage /> },
];
