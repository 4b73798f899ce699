import { lazy } from "react";
import type { RouteObject } from "react-router";

const FeaturesPage = lazy(() => import("./FeaturesPage"));

/** /features: features and plans. */
export const routes: RouteObject[] = [{ path: "features", element: <FeaturesPage /> }];
