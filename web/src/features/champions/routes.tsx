import { lazy } from "react";
import type { RouteObject } from "react-router";

const ChampionsPage = lazy(() => import("./ChampionsPage"));

/** Champions history. */
export const routes: RouteObject[] = [{ path: "champions", element: <ChampionsPage /> }];
