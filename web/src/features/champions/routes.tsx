import { lazy } from "react";
import type { RouteObject } from "react-router";

const ChampionsPage = lazy(() => import("./ChampionsPage"));

/** Champions history (spec part 1 §2). */
export const routes: RouteObject[] = [{ path: "champions", element: <ChampionsPage /> }];
