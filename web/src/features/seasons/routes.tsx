import { lazy } from "react";
import type { RouteObject } from "react-router";

const SeasonsPage = lazy(() => import("./SeasonsPage"));
const SeasonDetailPage = lazy(() => import("./SeasonDetailPage"));

/** /seasons and /seasons/{slug}. */
export const routes: RouteObject[] = [
  { path: "seasons", element: <SeasonsPage /> },
  { path: "seasons/:slug", element: <SeasonDetailPage /> },
];
