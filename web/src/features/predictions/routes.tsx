import { lazy } from "react";
import type { RouteObject } from "react-router";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";

const PredictionsPage = lazy(() => import("./PredictionsPage"));

/** /analytics/predictions (spec part 2 §2.12). */
export const routes: RouteObject[] = [{ path: "analytics/predictions", element: <PredictionsPage />, errorElement: <AnalyticsUnavailable /> }];
