import { lazy } from "react";
import type { RouteObject } from "react-router";

const PlayersPage = lazy(() => import("./PlayersPage"));
const PlayerLeadersPage = lazy(() => import("./PlayerLeadersPage"));
const PlayerDetailPage = lazy(() => import("./PlayerDetailPage"));

/** /players, /players/stats and /players/:id. */
export const routes: RouteObject[] = [
  { path: "players", element: <PlayersPage /> },
  { path: "players/stats", element: <PlayerLeadersPage /> },
  { path: "players/:id", element: <PlayerDetailPage /> },
];
