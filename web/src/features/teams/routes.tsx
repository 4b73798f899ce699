import { lazy } from "react";
import type { RouteObject } from "react-router";

const TeamsPage = lazy(() => import("./TeamsPage"));

/** /teams: the teams directory. */
export const routes: RouteObject[] = [{ path: "teams", element: <TeamsPage /> }];
