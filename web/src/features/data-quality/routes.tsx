import { lazy } from "react";
import type { RouteObject } from "react-router";

const DataQualityPage = lazy(() => import("./DataQualityPage"));

/** /data-quality (spec part 2 §2.14). */
export const routes: RouteObject[] = [{ path: "data-quality", element: <DataQualityPage /> }];
