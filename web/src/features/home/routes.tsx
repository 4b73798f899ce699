import { lazy } from "react";
import type { RouteObject } from "react-router";

const HomePage = lazy(() => import("./HomePage"));

/** Home. */
export const routes: RouteObject[] = [{ index: true, element: <HomePage /> }];
