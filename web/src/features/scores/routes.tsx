import { lazy } from "react";
import type { RouteObject } from "react-router";

const ScoresPage = lazy(() => import("./ScoresPage"));

/** /scores: the scores list. */
export const routes: RouteObject[] = [{ path: "scores", element: <ScoresPage /> }];
