import { lazy } from "react";
import type { RouteObject } from "react-router";

const DebugPage = lazy(() => import("./DebugPage"));

/** /debug, content behind the debug feature flag. */
export const routes: RouteObject[] = [{ path: "debug", element: <DebugPage /> }];
