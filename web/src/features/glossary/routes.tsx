import { lazy } from "react";
import type { RouteObject } from "react-router";

const GlossaryPage = lazy(() => import("./GlossaryPage"));

/** /glossary: what every statistic means, per sport. */
export const routes: RouteObject[] = [{ path: "glossary", element: <GlossaryPage /> }];
