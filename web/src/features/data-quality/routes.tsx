import { lazy } from "react";
import type { RouteObject } from "react-router";

const DataQualityPage = lazy(() => import("./DataQualityPage"));

/** /data-quality. */
export const routes: RouteObject[] = [{ path: "data-quality", element: <DataQualityPage /> }];
