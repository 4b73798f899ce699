import { lazy } from "react";
import type { RouteObject } from "react-router";

const ScoresPage = lazy(() => import("./ScoresPage"));

/** /scores: the scores list (spec part 1 §2). */
export const routes: RouteObject[] = [{ path: "scores", element: <ScoresPage /> }];
