import { lazy } from "react";
import type { RouteObject } from "react-router";

const GameDetailPage = lazy(() => import("./GameDetailPage"));

/** /scores/{id}: one game (the id may be a slug). */
export const routes: RouteObject[] = [{ path: "scores/:id", element: <GameDetailPage /> }];
