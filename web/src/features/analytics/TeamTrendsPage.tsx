import { lazy, Suspense, useMemo } from "react";
import { perGameHeads, scoreUnit } from "@/lib/field-labels";
import { Link, useParams } from "react-router";
import { ErrorState } from "@/components/ErrorState";
import { Skeleton } from "@/components/Skeleton";
import { errorMessage, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ratingHistory, useTeamTrends, type TeamTrends } from "./api/get-team-trends";
import { AnalyticsPage, LinkButton, Panel, SummaryCard, WinPct } from "./components/Layout";
import { formatNum } from "./lib/format";

const LineSeries = lazy(() => import("./components/Charts").then((m) => ({ default: m.LineSeries })));
const chartFallback = <Skeleton className="h-72 w-full" />;

const RESULT: Record<string, string> = { missed: "—", champion: "Champion" };
const resultLabel = (r: string | null) => (r ? (RESULT[r] ?? r.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase())) : "—");

function FormCards({ t }: { t: TeamTrends }) {
  const f = t.form;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard label="Rating" value={t.rating ? formatNum(t.rating.rating, 0) : "—"} note={t.rating ? `#${t.rating.rank} of ${t.rating.of} (1500 is average)` : undefined} />
      <SummaryCard label={`Last ${f?.games ?? 0} Games`} value={f?.record ?? "—"} note={f ? `average margin ${f.average_margin > 0 ? "+" : ""}${formatNum(f.average_margin)}` : undefined} />
      <SummaryCard
        label="Scoring (form)"
        value={f ? formatNum(f.points_per_game) : "—"}
        note={f ? `${scoreUnit(t.sport).many.toLowerCase()} per game; ${formatNum(f.points_allowed_per_game)} allowed` : undefined}
      />
      <SummaryCard label="Wins Above Expected" value={f?.wins_above_expected != null ? `${f.wins_above_expected > 0 ? "+" : ""}${formatNum(f.wins_above_expected, 2)}` : "—"} note="against the pre-game win probabilities" />
    </dl>
  );
}

/** /analytics/team/:team_id/trends: the team's rating history, form and season-by-season record. */
export default function TeamTrendsPage() {
  const { team_id = "" } = useParams();
  const trends = useTeamTrends(team_id);
  const t = trends.data;
  const name = t?.team.name ?? "Team";
  const unit = scoreUnit(t?.sport);
  const heads = perGameHeads(t?.sport);
  useDocumentTitle(`${name} Trends`);
  const ratings = useMemo(() => ratingHistory(t), [t]);
  const ratingPoints = ratings.map((r) => ({ label: String(r.season), value: Math.round(r.end) }));
  const seasons = useMemo(() => [...(t?.seasons ?? [])].sort((a, b) => b.season - a.season), [t]);

  if (trends.isError) {
    const missing = isApiError(trends.error) && trends.error.isNotFound;
    return (
      <AnalyticsPage title="Team Trends" crumbs={[{ label: "Team Stats", to: "/analytics/team-stats" }]}>
        <div className="mt-6">
          <ErrorState title={missing ? "Team Not Found" : "Failed to Load Data"} message={errorMessage(trends.error, "The trends could not be loaded")} onRetry={missing ? undefined : () => trends.refetch()} />
        </div>
      </AnalyticsPage>
    );
  }

  return (
    <AnalyticsPage
      title={`${name} Trends`}
      crumbs={[{ label: "Team Stats", to: "/analytics/team-stats" }]}
      lead={t ? `Rating: ${t.rating_system}.` : "The team's rating history and record season by season."}
      actions={
        <>
          <LinkButton to={`/teams/${t?.team.slug ?? team_id}`} secondary>Team page</LinkButton>
          <LinkButton to={`/analytics/team/${team_id}/report`}>Team report</LinkButton>
        </>
      }
    >
      <div className="mt-6 space-y-6">
        {t && <FormCards t={t} />}
        <Panel id="ratings" title="Ratings History">
          {trends.isPending ? (
            chartFallback
          ) : ratingPoints.length > 1 ? (
            <Suspense fallback={chartFallback}>
              <LineSeries points={ratingPoints} name="Elo rating" format={(v) => String(Math.round(v))} ariaLabel={`${name} rating at the end of each season from ${ratingPoints[0].label} to ${ratingPoints.at(-1)?.label}`} />
            </Suspense>
          ) : (
            <p className="text-sm text-secondary-600">No rating history for this team.</p>
          )}
        </Panel>
        {seasons.length > 0 && (
          <Panel id="seasons" title="Season by Season">
            <div className="-mx-5 overflow-x-auto">
              <table className="min-w-full text-sm">
                <caption className="sr-only">{name}'s seasons, newest first</caption>
                <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 pl-5 text-left">Season</th>
                    <th scope="col" className="px-3 py-2 text-right">Record</th>
                    <th scope="col" className="px-3 py-2 text-right">Win %</th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <abbr title={`${unit.many} per game`}>{heads.for}</abbr>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <abbr title={`${unit.many} allowed per game`}>{heads.against}</abbr>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">Elo</th>
                    <th scope="col" className="px-3 py-2 pr-5 text-left">Playoffs</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-secondary-100">
                  {seasons.map((s) => (
                    <tr key={s.season_slug}>
                      <th scope="row" className="px-3 py-2 pl-5 text-left font-medium">
                        <Link to={`/teams/${t?.team.slug ?? team_id}/${s.season}`} className="text-primary-800 hover:underline">{s.season}</Link>
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{`${s.wins}-${s.losses}${s.ties ? `-${s.ties}` : ""}`}</td>
                      <td className="px-3 py-2 text-right"><WinPct value={s.win_percentage} /></td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatNum(s.points_per_game)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatNum(s.points_allowed_per_game)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{s.elo_rating != null ? Math.round(s.elo_rating) : "—"}</td>
                      <td className="px-3 py-2 pr-5 text-secondary-700">{resultLabel(s.playoff_result)}</td>
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
