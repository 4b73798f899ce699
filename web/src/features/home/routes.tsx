import { lazy } from "react";
import type { RouteObject } from "react-router";

const HomePage = lazy(() => import("./HomePage"));

/** Home (spec part 1 §2). */
export const routes: RouteObject[] = [{ index: true, element: <HomePage /> }];
