import { lazy } from "react";
import type { RouteObject } from "react-router";

const StandingsPage = lazy(() => import("./StandingsPage"));

/** /standings (spec part 2 §2.3). */
export const routes: RouteObject[] = [{ path: "standings", element: <StandingsPage /> }];
