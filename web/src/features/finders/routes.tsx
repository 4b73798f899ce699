import { lazy } from "react";
import type { RouteObject } from "react-router";

const FindersPage = lazy(() => import("./FindersPage"));

/** /finders: ad-hoc questions over the whole history (issue #35). */
export const routes: RouteObject[] = [{ path: "finders", element: <FindersPage /> }];
