import { lazy } from "react";
import type { RouteObject } from "react-router";

const FeaturesPage = lazy(() => import("./FeaturesPage"));

/** /features: features and plans (spec part 2 §2.14). */
export const routes: RouteObject[] = [{ path: "features", element: <FeaturesPage /> }];
