import { Link, useLocation, useParams } from "react-router";
import { Breadcrumb } from "@/components/Breadcrumb";
import { SeasonPicker } from "@/components/SeasonPicker";
import { Spinner } from "@/components/Spinner";
import { TabPanel, Tabs, useTabState, type TabItem } from "@/components/Tabs";
import { useTeam } from "@/lib/teams/get-team";
import type { TeamDetail } from "@/lib/teams/types";
import { errorMessage, isApiError } from "@/lib/api";
import { seasonLabel } from "@/lib/season";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTeamChampionships } from "./api/get-team-championships";
import { useTeamSeasons, type TeamSeason } from "@/lib/teams/get-team-seasons";
import { parsePathYear } from "./format";
import { Panel } from "@/components/Panel";
import { RosterTab } from "./components/RosterTab";
import { ScheduleTab } from "./components/ScheduleTab";
import { SeasonOddsPanel } from "./components/SeasonOddsPanel";
import { SeasonsGrid } from "./components/SeasonsGrid";
import { StatsTab } from "./components/StatsTab";
import { TeamHeader } from "./components/TeamHeader";
import {
  ChampionshipHistory,
  ChampionshipSummary,
  ExploreSeasons,
  FranchiseSummary,
  HomeVenue,
  QuickFacts,
  TeamInformation,
} from "./components/TeamFacts";
import { WinsChart } from "./components/WinsChart";
import { useTeamSeason } from "./api/get-team-season";
import { SeasonCoachesPanel, SeasonLeadersPanel, SeasonRecordPanel, SeasonResultsPanel, SeasonVenuePanel } from "./components/SeasonSummary";

type TabId = "overview" | "roster" | "stats" | "schedule";
const TABS: readonly TabItem<TabId>[] = [
  { id: "overview", label: "Overview" },
  { id: "roster", label: "Roster" },
  { id: "stats", label: "Stats" },
  { id: "schedule", label: "Schedule" },
];

function TeamNotFound({ error }: { error: unknown }) {
  // A 404's detail ("Team not found.") adds nothing to the title: use the page's own sentence.
  const message =
    error && !(isApiError(error) && error.isNotFound) ? errorMessage(error, "The team you are looking for does not exist.") : "The team you are looking for does not exist.";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">Team Not Found</h1>
      <p className="mt-4 text-secondary-600">{message}</p>
      <Link to="/teams" className="mt-8 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        Back to Teams
      </Link>
    </div>
  );
}

type Query<T> = { data: T | undefined; isPending: boolean; isError: boolean };

/** Without a season: overview, wins picture, championships, franchise eras, facts, venue, explore seasons. */
function FranchiseView({ team, seasons, champs, sport }: { team: TeamDetail; seasons: Query<TeamSeason[]>; champs: ReturnType<typeof useTeamChampionships>; sport?: string | null }) {
  const list = seasons.data ?? [];
  const hasRecords = list.some((s) => s.wins != null);
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <TeamInformation team={team} title="Team Overview" />
        <Panel title="Wins per Season">
          {seasons.isPending ? (
            <Spinner label="Loading seasons…" className="py-10" />
          ) : hasRecords ? (
            <WinsChart seasons={list} team={team} sport={sport} />
          ) : (
            <p className="text-sm text-secondary-600">No season records on file for this team.</p>
          )}
        </Panel>
        <ChampionshipSummary team={team} champs={champs.data} isPending={champs.isPending} isError={champs.isError} />
      </div>
      <div className="space-y-6">
        <SeasonOddsPanel team={team} sport={sport ?? null} />
        <FranchiseSummary team={team} />
        <QuickFacts team={team} />
        <HomeVenue team={team} />
        <ExploreSeasons team={team} count={seasons.data ? list.length : (team.seasons_count ?? 0)} latest={list[0]?.start_year ?? null} />
      </div>
    </div>
  );
}

/** With a season: the four tabs, the selected one in the URL (?tab=). */
function SeasonView({ team, year, seasons, champs, sport }: { team: TeamDetail; year: number; seasons: TeamSeason[]; champs: ReturnType<typeof useTeamChampionships>; sport?: string | null }) {
  const [tab, setTab] = useTabState(TABS, "overview");
  const summary = useTeamSeason(team.slug, year);
  return (
    <div className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-xl font-semibold text-secondary-900">{seasonLabel(year, sport)}</h2>
        {seasons.length > 0 && <SeasonPicker available={seasons.map((s) => s.start_year)} sport={sport} value={year} label="Season" />}
      </div>
      <Tabs label="Season sections" idPrefix="team" tabs={TABS} value={tab} onChange={setTab} className="mt-4" />
      <TabPanel idPrefix="team" id="overview" value={tab}>
        {/* Paired rows (season panel beside its companion) keep the head coach next to the record on phones too. */}
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <SeasonRecordPanel summary={summary} year={year} className="lg:col-span-2" />
          <SeasonCoachesPanel summary={summary} />
          <SeasonLeadersPanel summary={summary} className="lg:col-span-2" />
          <SeasonResultsPanel team={team} year={year} scheduleHref="?tab=schedule" />
          <div className="lg:col-span-2">
            <TeamInformation team={team} homeStadium={summary.data?.venue?.name ?? (summary.isPending ? "" : "Not known")} />
          </div>
          <SeasonVenuePanel summary={summary} team={team} />
          <div className="lg:col-span-2">
            <ChampionshipHistory team={team} champs={champs.data} isPending={champs.isPending} isError={champs.isError} />
          </div>
          <QuickFacts team={team} />
        </div>
      </TabPanel>
      <TabPanel idPrefix="team" id="roster" value={tab}>
        <RosterTab team={team} year={year} seasons={seasons} sport={sport} />
      </TabPanel>
      <TabPanel idPrefix="team" id="stats" value={tab}>
        <StatsTab team={team} year={year} sport={sport} />
      </TabPanel>
      <TabPanel idPrefix="team" id="schedule" value={tab}>
        <ScheduleTab team={team} year={year} />
      </TabPanel>
    </div>
  );
}

/** Team detail: /teams/{slug} and /teams/{slug}/{startYear}. */
export default function TeamDetailPage() {
  const { slug = "", year: yearParam } = useParams();
  const { search } = useLocation();
  const year = parsePathYear(yearParam);
  const team = useTeam(slug);
  const seasons = useTeamSeasons(team.data ? slug : undefined);
  const champs = useTeamChampionships(team.data ? slug : undefined);
  const sport = team.data?.sport?.slug ?? team.data?.sport_name?.toLowerCase() ?? null;

  const title = team.data ? (year != null ? `${team.data.name} ${seasonLabel(year, sport)}` : team.data.name) : team.isError ? "Team Not Found" : "Team Details";
  useDocumentTitle(title);

  if (!slug) return <TeamNotFound error={null} />;
  if (team.isPending) return <Spinner label="Loading team…" className="py-32" />;
  if (team.isError || !team.data) return <TeamNotFound error={team.error} />;

  const t = team.data;
  // Season links keep the open tab (the overview tab is the default and is not written).
  const tabSearch = year != null ? search : "";
  const seasonList = seasons.data ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb
        items={[
          { label: "All Teams", to: "/teams" },
          { label: t.name || "Team Details", to: year != null ? `/teams/${encodeURIComponent(slug)}` : undefined },
          ...(year != null ? [{ label: seasonLabel(year, sport) }] : []),
        ]}
      />
      <TeamHeader team={t} />
      <SeasonsGrid
        seasons={seasons.data}
        team={t}
        sport={sport}
        selectedYear={year}
        isPending={seasons.isPending}
        isError={seasons.isError}
        search={tabSearch}
        expected={t.seasons_count ?? undefined}
      />
      {year == null ? (
        <FranchiseView team={t} seasons={seasons} champs={champs} sport={sport} />
      ) : (
        <SeasonView team={t} year={year} seasons={seasonList} champs={champs} sport={sport} />
      )}
    </div>
  );
}
