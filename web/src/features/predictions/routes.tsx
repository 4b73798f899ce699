import { lazy } from "react";
import type { RouteObject } from "react-router";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";

const PredictionsPage = lazy(() => import("./PredictionsPage"));

/** /analytics/predictions. */
export const routes: RouteObject[] = [{ path: "analytics/predictions", element: <PredictionsPage />, errorElement: <AnalyticsUnavailable /> }];
