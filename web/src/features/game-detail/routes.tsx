import { lazy } from "react";
import type { RouteObject } from "react-router";

const GameDetailPage = lazy(() => import("./GameDetailPage"));

/** /scores/{id}: one game (the id may be a slug), spec part 1 §2. */
export const routes: RouteObject[] = [{ path: "scores/:id", element: <GameDetailPage /> }];
