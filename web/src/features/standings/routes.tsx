import { lazy } from "react";
import type { RouteObject } from "react-router";

const StandingsPage = lazy(() => import("./StandingsPage"));

/** /standings. */
export const routes: RouteObject[] = [{ path: "standings", element: <StandingsPage /> }];
