import { lazy } from "react";
import type { RouteObject } from "react-router";

const PrivacyPage = lazy(() => import("./PrivacyPage"));
const TermsPage = lazy(() => import("./TermsPage"));
const CookiesPage = lazy(() => import("./CookiesPage"));

/** /privacy, /terms, /cookies. */
export const routes: RouteObject[] = [
  { path: "privacy", element: <PrivacyPage /> },
  { path: "terms", element: <TermsPage /> },
  { path: "cookies", element: <CookiesPage /> },
];
