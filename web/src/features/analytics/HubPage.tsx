import { Link } from "react-router";
import { scoreUnit } from "@/lib/field-labels";
import { CardGridSkeleton, ListSkeleton } from "@/components/Skeleton";
import { ErrorState } from "@/components/ErrorState";
import { TabPanel, Tabs, useTabState } from "@/components/Tabs";
import { errorMessage } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useBreakoutCandidates } from "./api/get-breakout-candidates";
import { useDashboard } from "./api/get-dashboard";
import { useLeagueInsights } from "./api/get-league-insights";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { BreakoutList, HighlightList, TrendList } from "./components/InsightLists";
import { LinkButton, Panel, SummaryCard } from "./components/Layout";
import { formatChange, formatInt, formatNum, leagueLabel } from "./lib/format";
import type { Dashboard } from "./types";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "teams", label: "Team Stats" },
  { id: "players", label: "Player Stats" },
  { id: "advanced", label: "Advanced" },
] as const;
type HubTab = (typeof TABS)[number]["id"];

/** How many trends, highlights and breakout candidates the hub shows. */
export const HUB_LIST_SIZE = 3;

const NAV_CARDS = [
  { to: "/analytics/team-stats", title: "Team Statistics", text: "Records, scoring and streaks of every team, sortable and exportable." },
  { to: "/analytics/player-stats", title: "Player Statistics", text: "Season and career numbers by category and position, with the leaders." },
  { to: "/analytics/comparisons", title: "Player Comparison", text: "Two players stat by stat, with a similarity score and each one's edge." },
];

const ADVANCED = [
  { to: "/analytics/predictions", title: "Game Predictions", text: "Win probabilities and expected scores for any matchup." },
  { to: "/analytics/comparisons", title: "Player Comparisons", text: "Side-by-side statistics and advantages." },
  { to: "/analytics/trends", title: "League Trends", text: "Scoring, home wins, close games and overtime over the seasons." },
  { to: "/analytics/reports", title: "Reports & Exports", text: "Download league, team and player reports as JSON or CSV." },
];

function LinkCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link to={to} className="group block rounded-lg border border-secondary-200 bg-white p-5 shadow-sm transition hover:border-primary-300 hover:shadow-md">
      <h3 className="font-semibold text-secondary-900 group-hover:text-primary-800">{title} →</h3>
      <p className="mt-1 text-sm text-secondary-600">{text}</p>
    </Link>
  );
}

/** The four summary cards from the dashboard (the hub adds every league's figure). */
function SummaryCards({ d }: { d: Dashboard }) {
  const hub = !d.sport;
  const prev = d.previous?.season?.label;
  const vs = (v: number | null) => (v !== null && prev ? `${formatChange(v)} vs ${prev}` : undefined);
  const season = d.season?.label;
  const perLeague = (d.sports ?? [])
    .filter((s) => s.average_score !== null)
    .map((s) => `${leagueLabel(s.sport.slug, s.level.slug)} ${formatNum(s.average_score)}`)
    .join(" · ");
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard label="Total Games" value={formatInt(d.total_games)} note={vs(d.change_percent?.total_games ?? null) ?? (hub ? `latest season of ${d.sports?.length ?? 0} leagues` : season)} />
      <SummaryCard
        label="Average Score"
        value={d.average_score !== null ? formatNum(d.average_score, 2) : perLeague ? "By league" : "—"}
        note={d.average_score !== null ? `${scoreUnit(d.sport?.slug).many.toLowerCase()} per team per game${season ? ` · ${season}` : ""}` : perLeague}
      />
      <SummaryCard
        label="Top Team"
        value={d.top_team_detail?.name ?? d.top_team ?? "—"}
        to={d.top_team_detail ? `/teams/${d.top_team_detail.slug}` : undefined}
        note={d.top_team_record ? `${d.top_team_record}${season ? ` in ${season}` : hub && d.top_team ? ` · ${d.top_team.replace(/^[^(]*\(|\)$/g, "")}` : ""}` : undefined}
      />
      <SummaryCard
        label="Active Players"
        value={formatInt(d.active_players)}
        note={d.new_players !== null ? `${formatInt(d.new_players)} new${d.players_season_label ? ` in ${d.players_season_label}` : ""}` : undefined}
      />
    </dl>
  );
}

function Overview() {
  const site = useSite();
  const hub = !site.sport;
  const dashboard = useDashboard();
  const insights = useLeagueInsights();
  const breakout = useBreakoutCandidates(!hub);
  if (dashboard.isError) return <AnalyticsUnavailable onRetry={() => dashboard.refetch()} />;
  const candidates = (breakout.data?.results ?? []).slice(0, HUB_LIST_SIZE);
  return (
    <div className="space-y-8">
      <section aria-label="Summary">
        {dashboard.isPending ? <CardGridSkeleton count={4} /> : dashboard.data ? <SummaryCards d={dashboard.data} /> : null}
      </section>
      <nav aria-label="Analytics sections" className="grid gap-4 md:grid-cols-3">
        {NAV_CARDS.map((c) => (
          <LinkCard key={c.to} {...c} />
        ))}
      </nav>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel id="hub-insights" title="League Insights" link={{ to: "/analytics/insights", label: "All insights" }}>
          {insights.isPending ? (
            <ListSkeleton rows={4} label="Loading league insights…" />
          ) : insights.isError ? (
            <ErrorState message={errorMessage(insights.error, "Failed to load league insights")} onRetry={() => insights.refetch()} headingLevel={3} />
          ) : (
            <div className="space-y-5">
              <div>
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-secondary-600">Trends</h3>
                <TrendList trends={(insights.data.trends ?? []).slice(0, HUB_LIST_SIZE)} showLeague={hub} />
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-secondary-600">Highlights</h3>
                <HighlightList highlights={(insights.data.highlights ?? []).slice(0, HUB_LIST_SIZE)} showLeague={hub} />
              </div>
            </div>
          )}
        </Panel>
        {candidates.length > 0 && (
          <Panel id="hub-breakout" title="Breakout Candidates" link={{ to: "/analytics/breakout", label: "All candidates" }}>
            <BreakoutList candidates={candidates} />
          </Panel>
        )}
      </div>
    </div>
  );
}

function SectionLink({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  return (
    <section className="rounded-lg border border-secondary-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-secondary-900">{title}</h2>
      <p className="mt-2 max-w-2xl text-secondary-600">{text}</p>
      <div className="mt-4">
        <LinkButton to={to}>{label}</LinkButton>
      </div>
    </section>
  );
}

/** /analytics: the analytics hub; the tab is in the URL. */
export default function HubPage() {
  useDocumentTitle("Analytics");
  const site = useSite();
  const [tab, setTab] = useTabState<HubTab>(TABS, "overview");
  // The hub's sections speak of every sport: points, runs and goals.
  const unitWord = site.sport ? scoreUnit(site.sport).many.toLowerCase() : "points, runs or goals";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Analytics</h1>
      <p className="mt-2 max-w-3xl text-secondary-600">
        {site.sport ? `${site.name}'s` : "Every league's"} latest season in numbers, computed from every game and stat row in the dataset.
      </p>
      <Tabs label="Analytics sections" idPrefix="hub" tabs={TABS} value={tab} onChange={setTab} className="mt-6" />
      <div className="mt-6">
        <TabPanel idPrefix="hub" id="overview" value={tab}>
          <Overview />
        </TabPanel>
        <TabPanel idPrefix="hub" id="teams" value={tab}>
          <SectionLink title="Team Stats" to="/analytics/team-stats" label="View Team Stats" text={`Every team's record, home and away splits, ${unitWord} for and against, streak and last ten games, with the league's best record, top offense, top defense and hottest streak.`} />
        </TabPanel>
        <TabPanel idPrefix="hub" id="players" value={tab}>
          <SectionLink title="Player Stats" to="/analytics/player-stats" label="View Player Stats" text="Season or career statistics by category and position, the leaders of each category, and an efficiency rating for every player." />
        </TabPanel>
        <TabPanel idPrefix="hub" id="advanced" value={tab}>
          <div className="grid gap-4 sm:grid-cols-2">
            {ADVANCED.map((c) => (
              <LinkCard key={c.to + c.title} {...c} />
            ))}
          </div>
        </TabPanel>
      </div>
      {/* Under every tab: the season odds and how they are checked. */}
      <p className="mt-8 text-sm text-secondary-700">
        Season forecasts:{" "}
        <Link to="/analytics/season-odds" className="font-medium text-primary-800 hover:underline">
          Season Odds
        </Link>{" "}
        ·{" "}
        <Link to="/analytics/season-odds/backtest" className="font-medium text-primary-800 hover:underline">
          Season Odds Backtest
        </Link>{" "}
        ·{" "}
        <Link to="/analytics/checking-our-work" className="font-medium text-primary-800 hover:underline">
          Checking our work
        </Link>
      </p>
    </div>
  );
}
