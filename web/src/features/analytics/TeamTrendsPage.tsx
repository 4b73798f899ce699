import { lazy, Suspense, useMemo } from "react";
import { perGameHeads, scoreUnit } from "@/lib/field-labels";
import { Link, useParams } from "react-router";
import { ErrorState } from "@/components/ErrorState";
import { Skeleton } from "@/components/Skeleton";
import { errorMessage, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { DataTable, sortByColumn, useUrlSort, type Column } from "@/components/data-table";
import { ratingHistory, useTeamTrends, type TeamTrends, type TrendSeason } from "./api/get-team-trends";
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
      <SummaryCard label={`Last ${f.games} Games`} value={f.record} note={`average margin ${f.average_margin > 0 ? "+" : ""}${formatNum(f.average_margin)}`} />
      <SummaryCard
        label="Scoring (form)"
        value={formatNum(f.points_per_game)}
        note={`${scoreUnit(t.sport).many.toLowerCase()} per game; ${formatNum(f.points_allowed_per_game)} allowed`}
      />
      <SummaryCard label="Wins Above Expected" value={f.wins_above_expected != null ? `${f.wins_above_expected > 0 ? "+" : ""}${formatNum(f.wins_above_expected, 2)}` : "—"} note="against the pre-game win probabilities" />
    </dl>
  );
}

/** The season-by-season columns; the season links to the team's season page. */
function seasonColumns(teamSlug: string, sport: string | null | undefined): Column<TrendSeason>[] {
  // Runs, goals or points, as the sport counts them.
  const unit = scoreUnit(sport);
  const heads = perGameHeads(sport);
  const num = (key: string, label: string, value: (s: TrendSeason) => number | null, extra: Partial<Column<TrendSeason>> = {}): Column<TrendSeason> => ({ key, label, numeric: true, sortable: true, value, ...extra });
  return [
    {
      key: "season",
      label: "Season",
      sortable: true,
      sticky: true,
      rowHeader: true,
      headerClassName: "py-1 pl-3 pr-1 font-semibold",
      cellClassName: "px-3 py-2 pl-5",
      value: (s) => s.season,
      format: (s) => (
        <Link to={`/teams/${teamSlug}/${s.season}`} className="text-primary-800 hover:underline">
          {s.season}
        </Link>
      ),
    },
    { key: "record", label: "Record", numeric: true, value: (s) => `${s.wins}-${s.losses}${s.ties ? `-${s.ties}` : ""}` },
    num("win_percentage", "Win %", (s) => s.win_percentage, { format: (s) => <WinPct value={s.win_percentage} /> }),
    num("points_per_game", heads.for, (s) => s.points_per_game, { abbr: `${unit.many} per game`, format: (s) => formatNum(s.points_per_game) }),
    num("points_allowed_per_game", heads.against, (s) => s.points_allowed_per_game, { abbr: `${unit.many} allowed per game`, format: (s) => formatNum(s.points_allowed_per_game) }),
    num("elo_rating", "Elo", (s) => s.elo_rating, { title: "Elo rating at the season's end", format: (s) => (s.elo_rating != null ? Math.round(s.elo_rating) : "—") }),
    { key: "playoffs", label: "Playoffs", headerClassName: "px-3 py-2 pr-5 font-semibold", cellClassName: "px-3 py-2 pr-5 text-secondary-700", value: (s) => resultLabel(s.playoff_result) },
  ];
}
const SORTABLE = ["season", "win_percentage", "points_per_game", "points_allowed_per_game", "elo_rating"];

/** The team's seasons, newest first until a header sorts them (the sort in the URL). */
function SeasonTable({ seasons, name, teamSlug, sport }: { seasons: readonly TrendSeason[]; name: string; teamSlug: string; sport: string | null | undefined }) {
  const [sort, onSort] = useUrlSort("season", SORTABLE);
  const columns = useMemo(() => seasonColumns(teamSlug, sport), [teamSlug, sport]);
  const rows = useMemo(() => sortByColumn(seasons, columns, sort), [seasons, columns, sort]);
  return (
    <DataTable
      className="-mx-5"
      caption={`${name}'s seasons; select a column header to sort`}
      label={`${name}'s seasons`}
      tableClassName="min-w-full text-sm"
      headerCellClassName="px-3 py-2 font-semibold"
      columns={columns}
      rows={rows}
      rowKey={(s) => s.season_slug}
      sort={sort}
      onSort={onSort}
    />
  );
}

/** /analytics/team/:team_id/trends: the team's rating history, form and season-by-season record. */
export default function TeamTrendsPage() {
  const { team_id = "" } = useParams();
  const trends = useTeamTrends(team_id);
  const t = trends.data;
  const name = t?.team.name ?? "Team";
  useDocumentTitle(`${name} Trends`);
  const ratings = useMemo(() => ratingHistory(t), [t]);
  const ratingPoints = ratings.map((r) => ({ label: String(r.season), value: Math.round(r.end) }));
  const seasons = t?.seasons ?? [];

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
            <SeasonTable seasons={seasons} name={name} teamSlug={t?.team.slug ?? team_id} sport={t?.sport} />
          </Panel>
        )}
      </div>
    </AnalyticsPage>
  );
}
