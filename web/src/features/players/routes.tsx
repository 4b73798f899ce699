import { lazy } from "react";
import type { RouteObject } from "react-router";

const PlayersPage = lazy(() => import("./PlayersPage"));
const PlayerStatsPage = lazy(() => import("./PlayerStatsPage"));
const PlayerDetailPage = lazy(() => import("./PlayerDetailPage"));

/** /players, /players/stats and /players/:id (spec part 2 §2.4–2.5). */
export const routes: RouteObject[] = [
  { path: "players", element: <PlayersPage /> },
  { path: "players/stats", element: <PlayerStatsPage /> },
  { path: "players/:id", element: <PlayerDetailPage /> },
];
