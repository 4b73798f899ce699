import { lazy } from "react";
import type { RouteObject } from "react-router";

const DownloadsPage = lazy(() => import("./DownloadsPage"));

/** /downloads: the latest data release. */
export const routes: RouteObject[] = [{ path: "downloads", element: <DownloadsPage /> }];
