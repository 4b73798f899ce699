import { lazy } from "react";
import { Outlet, type RouteObject } from "react-router";
import { AnalyticsRouteError } from "./components/AnalyticsUnavailable";

const HubPage = lazy(() => import("./HubPage"));
const TeamStatsPage = lazy(() => import("./TeamStatsPage"));
const AnalyticsPlayerStatsPage = lazy(() => import("./AnalyticsPlayerStatsPage"));
const ComparisonsPage = lazy(() => import("./ComparisonsPage"));
const InsightsPage = lazy(() => import("./InsightsPage"));
const BreakoutPage = lazy(() => import("./BreakoutPage"));
const TrendsPage = lazy(() => import("./TrendsPage"));
const ReportsPage = lazy(() => import("./ReportsPage"));
const TeamTrendsPage = lazy(() => import("./TeamTrendsPage"));
const TeamReportPage = lazy(() => import("./TeamReportPage"));
const PlayerCareerPage = lazy(() => import("./PlayerCareerPage"));
const SeasonOddsPage = lazy(() => import("./SeasonOddsPage"));
const SeasonOddsBacktestPage = lazy(() => import("./SeasonOddsBacktestPage"));
const CheckingOurWorkPage = lazy(() => import("./CheckingOurWorkPage"));

/**
 * The analytics hub and its screens, all inside the
 * 'Analytics Temporarily Unavailable' boundary. (/analytics/predictions is
 * its own feature.)
 */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <AnalyticsRouteError />,
    children: [
      { path: "analytics", element: <HubPage /> },
      { path: "analytics/team-stats", element: <TeamStatsPage /> },
      { path: "analytics/player-stats", element: <AnalyticsPlayerStatsPage /> },
      { path: "analytics/comparisons", element: <ComparisonsPage /> },
      { path: "analytics/insights", element: <InsightsPage /> },
      { path: "analytics/breakout", element: <BreakoutPage /> },
      { path: "analytics/trends", element: <TrendsPage /> },
      { path: "analytics/reports", element: <ReportsPage /> },
      { path: "analytics/season-odds", element: <SeasonOddsPage /> },
      { path: "analytics/season-odds/backtest", element: <SeasonOddsBacktestPage /> },
      { path: "analytics/checking-our-work", element: <CheckingOurWorkPage /> },
      { path: "analytics/team/:team_id/trends", element: <TeamTrendsPage /> },
      { path: "analytics/team/:team_id/report", element: <TeamReportPage /> },
      { path: "analytics/player/:player_id/career", element: <PlayerCareerPage /> },
      { path: "analytics/player/:player_id/compare", element: <ComparisonsPage /> },
    ],
  },
];
