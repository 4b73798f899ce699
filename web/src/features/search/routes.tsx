import { lazy } from "react";
import type { RouteObject } from "react-router";

const SearchPage = lazy(() => import("./SearchPage"));

/** /search?q=: the full results of the header's search box. */
export const routes: RouteObject[] = [{ path: "search", element: <SearchPage /> }];
