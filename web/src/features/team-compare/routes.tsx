import { lazy } from "react";
import type { RouteObject } from "react-router";

const TeamComparePage = lazy(() => import("./TeamComparePage"));

/** /teams/compare?team_a=&team_b=[&season=]: team comparison. */
export const routes: RouteObject[] = [{ path: "teams/compare", element: <TeamComparePage /> }];
