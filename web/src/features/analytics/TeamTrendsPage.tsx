import { lazy, Suspense, useMemo } from "react";
import { Link, useParams } from "react-router";
import { Skeleton } from "@/components/Skeleton";
import { ErrorState } from "@/components/ErrorState";
import { useTeamSeasons } from "@/features/team-detail/api/get-team-seasons";
import { useTeam } from "@/features/teams/api/get-team";
import { errorMessage } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ratingHistory, useTeamTrends } from "./api/get-team-trends";
import { AnalyticsPage, LinkButton, Panel, WinPct } from "./components/Layout";
import { ReportView } from "./components/ReportView";

const LineSeries = lazy(() => import("./components/Charts").then((m) => ({ default: m.LineSeries })));

const chartFallback = <Skeleton className="h-72 w-full" />;

/** Win percentage of a season's record (ties count half). */
function seasonPct(w?: number | null, l?: number | null, t?: number | null): number | null {
  const g = (w ?? 0) + (l ?? 0) + (t ?? 0);
  return g > 0 ? ((w ?? 0) + (t ?? 0) / 2) / g : null;
}

/** /analytics/team/:team_id/trends: the team's rating history and its seasons' records. */
export default function TeamTrendsPage() {
  const { team_id = "" } = useParams();
  const team = useTeam(team_id);
  const trends = useTeamTrends(team_id);
  const seasons = useTeamSeasons(team_id);
  const name = team.data?.name ?? "Team";
  useDocumentTitle(`${name} Trends`);

  const ratings = useMemo(() => ratingHistory(trends.data), [trends.data]);
  const ratingPoints = ratings.map((r) => ({ label: String(r.season), value: Math.round(r.end) }));
  const seasonRows = useMemo(() => [...(seasons.data ?? [])].sort((a, b) => a.start_year - b.start_year), [seasons.data]);
  const pctPoints = seasonRows.map((s) => ({ label: String(s.start_year), value: seasonPct(s.wins, s.losses, s.ties) }));
  const { team: _t, ...figures } = trends.data ?? {};
  const scalarFigures = Object.fromEntries(Object.entries(figures).filter(([, v]) => !Array.isArray(v)));

  if (team.isError) return <AnalyticsPage title="Team Trends"><ErrorState title="Team Not Found" message={errorMessage(team.error, "No such team")} /></AnalyticsPage>;

  return (
    <AnalyticsPage
      title={`${name} Trends`}
      crumbs={[{ label: "Team Stats", to: "/analytics/team-stats" }]}
      lead="The team's strength rating after every season (from its game results) and its record season by season."
      actions={
        <>
          <LinkButton to={`/teams/${team.data?.slug ?? team_id}`} secondary>Team page</LinkButton>
          <LinkButton to={`/analytics/team/${team_id}/report`}>Team report</LinkButton>
        </>
      }
    >
      <div className="mt-6 space-y-6">
        <Panel id="ratings" title="Rating History">
          {trends.isPending ? (
            chartFallback
          ) : ratingPoints.length > 1 ? (
            <Suspense fallback={chartFallback}>
              <LineSeries points={ratingPoints} name="Rating" format={(v) => String(Math.round(v))} ariaLabel={`${name} rating at the end of each season from ${ratingPoints[0].label} to ${ratingPoints.at(-1)?.label}`} />
            </Suspense>
          ) : (
            <p className="text-sm text-secondary-600">{trends.isError ? errorMessage(trends.error, "No rating history for this team.") : "No rating history for this team."}</p>
          )}
        </Panel>
        {Object.keys(scalarFigures).length > 0 && (
          <Panel id="trend-figures" title="Current Form">
            <ReportView data={scalarFigures} />
          </Panel>
        )}
        <Panel id="win-pct" title="Win Percentage by Season">
          {seasons.isPending ? (
            chartFallback
          ) : pctPoints.length > 1 ? (
            <Suspense fallback={chartFallback}>
              <LineSeries points={pctPoints} name="Win %" format={(v) => `${(v * 100).toFixed(0)}%`} ariaLabel={`${name} win percentage per season`} />
            </Suspense>
          ) : (
            <p className="text-sm text-secondary-600">Not enough seasons to draw.</p>
          )}
        </Panel>
        {seasonRows.length > 0 && (
          <Panel id="recent" title="Recent Seasons">
            <div className="overflow-x-auto">
              <table className="min-w-full text-sm">
                <caption className="sr-only">{name}'s most recent seasons</caption>
                <thead className="text-xs uppercase tracking-wide text-secondary-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 text-left">Season</th>
                    <th scope="col" className="px-3 py-2 text-right">Record</th>
                    <th scope="col" className="px-3 py-2 text-right">Win %</th>
                    <th scope="col" className="px-3 py-2 text-right">Rating</th>
                    <th scope="col" className="py-2 pl-3 text-left">Result</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-secondary-100">
                  {seasonRows.slice(-10).reverse().map((s) => (
                    <tr key={s.id}>
                      <th scope="row" className="py-2 pr-3 text-left font-medium">
                        <Link to={`/teams/${team.data?.slug ?? team_id}/${s.start_year}`} className="text-primary-800 hover:underline">{s.name.split(" ")[0]}</Link>
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{s.record ?? "—"}</td>
                      <td className="px-3 py-2 text-right"><WinPct value={seasonPct(s.wins, s.losses, s.ties)} /></td>
                      <td className="px-3 py-2 text-right tabular-nums">{ratings.find((r) => r.season === s.start_year)?.end.toFixed(0) ?? "—"}</td>
                      <td className="py-2 pl-3 text-secondary-700">{s.championship_won ? "Champion" : s.made_playoffs ? "Playoffs" : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
        )}
      </div>
    </AnalyticsPage>
  );
}
