import { Link, useParams } from "react-router";
import { Badge } from "@/components/Badge";
import { Breadcrumb } from "@/components/Breadcrumb";
import { Spinner } from "@/components/Spinner";
import { TabPanel, Tabs, useTabState, type TabItem } from "@/components/Tabs";
import { errorMessage, isApiError } from "@/lib/errors";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSeason } from "./api/get-season";
import { PlayoffsTab } from "./components/PlayoffsTab";
import { OverviewTab, StandingsTab } from "./components/SeasonTabs";
import { TeamsTab } from "./components/TeamsTab";
import { ChampionPanel, LeadersPanel, TeamRankingsPanel } from "./components/SeasonResults";
import { AwardsPanel } from "./components/AwardsPanel";
import { STATUS_TONE, championName, leagueName, levelName, seasonDuration, seasonName, seasonStatus, sportName, statusText } from "@/lib/seasons/season-text";
import type { SeasonDetail } from "@/lib/seasons/types";

type TabId = "overview" | "teams" | "standings" | "playoffs";
const TABS: readonly TabItem<TabId>[] = [
  { id: "overview", label: "Overview" },
  { id: "teams", label: "Teams" },
  { id: "standings", label: "Standings" },
  { id: "playoffs", label: "Playoffs" },
];

function SeasonNotFound({ error }: { error: unknown }) {
  const fallback = "The season you are looking for does not exist.";
  const message = error && !(isApiError(error) && error.isNotFound) ? errorMessage(error, fallback) : fallback;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">Season Not Found</h1>
      <p className="mt-4 text-secondary-600">{message}</p>
      <Link to="/seasons" className="mt-8 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        Back to Seasons
      </Link>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-secondary-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs uppercase tracking-wide text-secondary-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold leading-snug tabular-nums text-secondary-900">{value}</dd>
    </div>
  );
}

function SeasonHeader({ season }: { season: SeasonDetail }) {
  const status = seasonStatus(season);
  return (
    <header className="mt-4">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone="primary">{sportName(season)}</Badge>
        <Badge tone={STATUS_TONE[status]}>{statusText(season)}</Badge>
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{seasonName(season)}</h1>
      <p className="mt-1 text-secondary-600">
        {leagueName(season)} · {levelName(season)}
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Season" value={seasonDuration(season)} />
        <Stat label="Teams" value={(season.teams_count ?? 0).toLocaleString("en-US")} />
        <Stat label="Games" value={(season.games_count ?? 0).toLocaleString("en-US")} />
        <Stat label="Champion" value={championName(season) || "Not decided"} />
      </dl>
    </header>
  );
}

/** Season detail: header and the Overview, Teams, Standings and Playoffs tabs, on real data. */
export default function SeasonDetailPage() {
  const { slug = "" } = useParams();
  const q = useSeason(slug);
  // The page is drawn at transition priority (useDeferredData): in slices
  // the browser can interrupt, not in one long task when the season arrives.
  const { data: season } = useDeferredData(slug, q.data);
  const [tab, setTab] = useTabState(TABS, "overview");
  useDocumentTitle(q.data ? seasonName(q.data) : q.isError ? "Season Not Found" : "Season");

  if (q.isError) return <SeasonNotFound error={q.error} />;
  if (!season) return <Spinner label="Loading season…" className="py-24" />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumb items={[{ label: "All Seasons", to: "/seasons" }, { label: seasonName(season) }]} />
      <SeasonHeader season={season} />
      <Tabs label="Season sections" idPrefix="season" tabs={TABS} value={tab} onChange={setTab} className="mt-8" />
      <TabPanel idPrefix="season" id="overview" value={tab}>
        <div className="space-y-6">
          <ChampionPanel season={season} />
          <OverviewTab season={season} />
          <LeadersPanel season={season} />
          <AwardsPanel season={season} />
          <TeamRankingsPanel season={season} />
        </div>
      </TabPanel>
      <TabPanel idPrefix="season" id="teams" value={tab}>
        <TeamsTab season={season} />
      </TabPanel>
      <TabPanel idPrefix="season" id="standings" value={tab}>
        <StandingsTab season={season} />
      </TabPanel>
      <TabPanel idPrefix="season" id="playoffs" value={tab}>
        <PlayoffsTab season={season} />
      </TabPanel>
    </div>
  );
}
