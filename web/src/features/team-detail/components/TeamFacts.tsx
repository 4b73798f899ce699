import { Link } from "react-router";
import { Skeleton } from "@/components/Skeleton";
import { TrophyIcon } from "@/components/TrophyIcon";
import { formatCount, mergeEras, teamLocation, venuePlace } from "@/lib/teams/format";
import { teamPath, teamSportName, type TeamDetail } from "@/lib/teams/types";
import type { TeamChampionship } from "../api/get-team-championships";
import { CHAMPIONSHIP_HISTORY_LIMIT } from "../format";
import { FactList, Panel } from "@/components/Panel";

/** Team Information / Team Overview: location, home stadium, conference, division, since, last championship. */
export function TeamInformation({ team, title = "Team Information", homeStadium }: { team: TeamDetail; title?: string; homeStadium?: string }) {
  return (
    <Panel title={title}>
      <FactList
        items={[
          { label: "Location", value: teamLocation(team) },
          // A season's page names that season's venue (homeStadium), not today's.
          { label: "Home Stadium", value: homeStadium ?? team.home_venue?.name },
          { label: "Conference", value: team.conference?.name },
          { label: "Division", value: team.division?.name },
          { label: "Established", value: team.founded_year ? `Since ${team.founded_year}` : null },
          { label: "Last Championship", value: team.last_championship_year },
        ]}
      />
    </Panel>
  );
}

/** Quick Facts: abbreviation, level, sport (and league). */
export function QuickFacts({ team }: { team: TeamDetail }) {
  return (
    <Panel title="Quick Facts">
      <FactList
        items={[
          { label: "Abbreviation", value: team.abbreviation },
          { label: "Level", value: team.level?.name },
          { label: "Sport", value: teamSportName(team) },
          ...(team.league?.name ? [{ label: "League", value: team.league.name }] : []),
        ]}
      />
    </Panel>
  );
}

/** Home Venue: name, city and state or country, capacity (locale-formatted), opened year. */
export function HomeVenue({ team }: { team: TeamDetail }) {
  const v = team.home_venue;
  return (
    <Panel title="Home Venue">
      {v ? (
        <FactList
          items={[
            { label: "Name", value: v.name },
            { label: "Location", value: venuePlace(v) },
            { label: "Capacity", value: v.capacity ? formatCount(v.capacity) : null },
            { label: "Opened", value: v.opened_year },
          ]}
        />
      ) : (
        <p className="text-sm text-secondary-600">No venue information available.</p>
      )}
    </Panel>
  );
}

/** One title: decided year, championship name, coach, record, season name; links to that season. */
function ChampionshipItem({ c, team }: { c: TeamChampionship; team: TeamDetail }) {
  const seasonYear = c.year ?? c.decided_year - 1;
  const details = [c.coach && `Coach: ${c.coach}`, c.record && `Record: ${c.record}`, c.season_name].filter(Boolean).join(" · ");
  return (
    <li>
      <Link
        to={teamPath(team, seasonYear)}
        className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-accent-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <span className="flex w-14 shrink-0 items-center gap-1 font-bold text-accent-800">
          <TrophyIcon className="size-4 text-accent-600" />
          {c.decided_year}
        </span>{" "}
        <span className="min-w-0">
          <span className="block font-medium text-secondary-900">{c.championship_name}</span>{" "}
          {details && <span className="block text-xs text-secondary-600">{details}</span>}
        </span>
      </Link>
    </li>
  );
}

function ChampionshipsBody({
  champs,
  isPending,
  isError,
  team,
  limit,
}: {
  champs: TeamChampionship[] | undefined;
  isPending: boolean;
  isError: boolean;
  team: TeamDetail;
  limit?: number;
}) {
  if (isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-2">
        <span className="sr-only">Loading championships…</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (isError) return <p className="text-sm text-red-800">Championships could not be loaded.</p>;
  const list = champs ?? [];
  if (list.length === 0) return <p className="text-sm text-secondary-600">No championships on record.</p>;
  const shown = limit ? list.slice(0, limit) : list;
  const more = list.length - shown.length;
  return (
    <>
      <ul className="-mx-2 divide-y divide-secondary-100 text-sm">
        {shown.map((c) => (
          <ChampionshipItem key={c.id} c={c} team={team} />
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-3 text-sm font-medium text-secondary-700">
          +{more} more {more === 1 ? "championship" : "championships"}
        </p>
      )}
    </>
  );
}

/**
 * The total counts championship seasons; the list holds every title, so a
 * season with a league title and the final (AFL Championship and Super Bowl
 * IV) lists two. Say so when the numbers differ.
 */
function TitlesListedNote({ champs, total }: { champs: TeamChampionship[] | undefined; total: number }) {
  if (!champs || champs.length === total) return null;
  return (
    <p className="mb-3 text-xs text-secondary-600">
      {champs.length} titles listed; the total counts championship seasons (a league title and the final in one season count once).
    </p>
  );
}

/** Championship History (season overview): the total and the first 5, then '+N more championships'. */
export function ChampionshipHistory(props: { champs: TeamChampionship[] | undefined; isPending: boolean; isError: boolean; team: TeamDetail }) {
  const total = props.team.championships_won ?? props.champs?.length ?? 0;
  return (
    <Panel title="Championship History" action={<span className="text-sm font-semibold text-accent-800">{total} total</span>}>
      <TitlesListedNote champs={props.champs} total={total} />
      <ChampionshipsBody {...props} limit={CHAMPIONSHIP_HISTORY_LIMIT} />
    </Panel>
  );
}

/** Championship summary (no season selected): total, first, most recent, the full list. */
export function ChampionshipSummary(props: { champs: TeamChampionship[] | undefined; isPending: boolean; isError: boolean; team: TeamDetail }) {
  const list = props.champs ?? [];
  const years = list.map((c) => c.decided_year);
  const total = props.team.championships_won ?? list.length;
  return (
    <Panel title="Championships">
      <dl className="mb-4 grid grid-cols-3 gap-3 text-center">
        <div className="rounded-md bg-accent-50 px-2 py-3">
          <dt className="text-xs uppercase tracking-wide text-secondary-600">Total</dt>
          <dd className="text-xl font-bold text-secondary-900">{total}</dd>
        </div>
        <div className="rounded-md bg-secondary-50 px-2 py-3">
          <dt className="text-xs uppercase tracking-wide text-secondary-600">First</dt>
          <dd className="text-xl font-bold text-secondary-900">{years.length ? Math.min(...years) : "N/A"}</dd>
        </div>
        <div className="rounded-md bg-secondary-50 px-2 py-3">
          <dt className="text-xs uppercase tracking-wide text-secondary-600">Most Recent</dt>
          <dd className="text-xl font-bold text-secondary-900">{years.length ? Math.max(...years) : "N/A"}</dd>
        </div>
      </dl>
      <TitlesListedNote champs={props.champs} total={total} />
      <ChampionshipsBody {...props} />
    </Panel>
  );
}

/** Franchise Summary: the franchise's names across eras (API `names`), oldest first. */
export function FranchiseSummary({ team }: { team: TeamDetail }) {
  const eras = mergeEras(team.names);
  return (
    <Panel title="Franchise Summary">
      {eras.length === 0 ? (
        <p className="text-sm text-secondary-600">
          {team.name}
          {team.founded_year ? `, since ${team.founded_year}` : ""}.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-secondary-700">
            {eras.length === 1
              ? `One identity across ${team.seasons_count ?? "its"} seasons.`
              : `${eras.length} identities across ${team.seasons_count ?? "its"} seasons.`}
          </p>
          <ol className="relative space-y-3 border-l-2 border-primary-200 pl-4 text-sm">
            {eras.map((e) => (
              <li key={`${e.name}-${e.first_season}`} className="relative">
                <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-primary-600" />
                <span className="block font-semibold text-secondary-900">
                  {e.name}{" "}
                  {e.abbreviation && <span className="ml-1 text-xs font-medium text-secondary-600">{e.abbreviation}</span>}
                </span>
                <span className="block text-secondary-600">
                  {e.first_season === e.last_season ? e.first_season : `${e.first_season}–${e.last_season}`}
                  {e.city && ` · ${e.city}`}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}

/** 'Explore Seasons': the season count and a way into the latest season. */
/** A finder's URL for the team (its sport, the team's slug). */
function finderQuery(team: TeamDetail, tab: string): string {
  return new URLSearchParams({ tab, sport__slug: team.sport?.slug ?? "", team: team.slug }).toString();
}

export function ExploreSeasons({ team, count, latest }: { team: TeamDetail; count: number; latest: number | null }) {
  return (
    <Panel title="Explore Seasons">
      <p className="text-3xl font-bold text-secondary-900">{count}</p>
      <p className="text-sm text-secondary-600">{count === 1 ? "season" : "seasons"} of history</p>
      <p className="mt-3 text-sm text-secondary-700">Each season has its roster, schedule, results and statistics.</p>
      {latest != null && (
        <Link
          to={teamPath(team, latest)}
          className="mt-4 inline-flex rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          View latest season
        </Link>
      )}
      {/* The finders hold the professional leagues' games and streaks. */}
      {team.level?.slug === "professional" && team.sport?.slug && (
        <ul className="mt-4 space-y-1 text-sm">
          <li>
            <Link to={`/finders?${finderQuery(team, "team-games")}`} className="font-semibold text-primary-800 hover:underline">
              Every game, against any opponent
            </Link>
          </li>
          <li>
            <Link to={`/finders?${finderQuery(team, "streaks")}`} className="font-semibold text-primary-800 hover:underline">
              Longest winning streaks
            </Link>
          </li>
        </ul>
      )}
    </Panel>
  );
}
