import { lazy } from "react";
import type { RouteObject } from "react-router";

const AdminPage = lazy(() => import("./AdminPage"));

/** /admin (Live games) and /admin/{corrections|imports|audit}: the operators' screen, loaded on demand. */
export const routes: RouteObject[] = [
  { path: "admin", element: <AdminPage /> },
  { path: "admin/:section", element: <AdminPage /> },
];
