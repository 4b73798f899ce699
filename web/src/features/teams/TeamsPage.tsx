import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState, reloadPage } from "@/components/ErrorState";
import { CardGridSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { useSite } from "@/lib/use-site";
import { teamsQueryOptions, useTeamSearch } from "@/lib/teams/get-teams";
import { groupTeams } from "@/lib/teams/groups";
import { TeamSection } from "./components/TeamSection";
import { divisionOptions, filterTeams, mergeTeams, sportOptions, sportSlugFor } from "@/lib/teams/filter";
import { formatCount } from "@/lib/teams/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { SearchField } from "@/components/filters/SearchField";

/** The directory lists teams by league group, as the API orders them. */
const GROUP_ORDER = { ordering: "group" };

const selectClass =
  "w-full rounded-md border border-secondary-300 bg-white py-2 pl-3 pr-8 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500";

/**
 * Teams directory: search, sport, league and division filters; cards by
 * league group (NFL, NBA, ..., the college divisions, the leagues of the
 * past), the teams of the league's latest season first.
 */
export default function TeamsPage() {
  useDocumentTitle("Teams");
  const site = useSite();
  const ids = { sport: useId(), league: useId(), division: useId() };
  const [search, setSearch] = useUrlState<string>("q", "");
  const [sport] = useUrlState<string>("sport", "");
  const [division, setDivision] = useUrlState<string>("division", "");
  const [league, setLeague] = useUrlState<string>("league", "");
  const setFilters = useUrlStateSetter();

  const list = useQuery(teamsQueryOptions(GROUP_ORDER));
  const all = list.data?.teams;
  const groups = list.data?.groups;

  // The spec caps the list at 500 teams; when the API has more, narrow on the
  // server too so a search or filter still finds every matching team.
  const debounced = useDebouncedValue(search.trim(), 300);
  // A single letter matches most teams: narrow on the server from two letters on.
  const debouncedSearch = debounced.length >= 2 ? debounced : "";
  const filtering = !!(debouncedSearch || sport || division || league);
  const sportSlug = sport && all ? sportSlugFor(all, sport) : undefined;
  const narrowed = useTeamSearch(
    { ...GROUP_ORDER, search: debouncedSearch, division, group: league, ...(sportSlug ? { sport__slug: sportSlug } : {}) },
    // Text searches take one page; a sport or division alone is worth the full paging (once, then cached).
    { enabled: !!list.data?.truncated && filtering, maxPages: debouncedSearch ? 1 : 5 },
  );

  const pool = useMemo(
    () => (list.data?.truncated && filtering && narrowed.data ? mergeTeams(narrowed.data.teams, all) : (all ?? [])),
    [list.data?.truncated, filtering, narrowed.data, all],
  );
  const shown = useMemo(() => filterTeams(pool, { search, sport, division }).filter((t) => !league || t.group === league), [pool, search, sport, division, league]);
  // Unfiltered, every group has its section, also those past the first 500 teams (their button loads them).
  const unfiltered = !(search || sport || division || league);
  const sections = useMemo(() => groupTeams(shown, groups ?? [], { keepEmpty: unfiltered }), [shown, groups, unfiltered]);
  const sports = useMemo(() => sportOptions(all ?? []), [all]);
  const divisions = useMemo(() => {
    const names = divisionOptions(pool, sport);
    return division && !names.includes(division) ? [...names, division].sort() : names;
  }, [pool, sport, division]);

  const total = list.data?.total ?? 0;
  // The sections opened in full; they close again whenever the filters change.
  const filterKey = `${search}|${sport}|${division}|${league}`;
  const [opened, setOpened] = useState({ key: filterKey, groups: new Set<string>() });
  const open = opened.key === filterKey ? opened.groups : new Set<string>();
  const active = !!(search || sport || division || league);
  const leagues = groups ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Teams</h1>
          <p className="mt-2 max-w-2xl text-secondary-600">
            {site.sport
              ? "Every franchise on record: names across eras, titles, seasons, rosters and schedules."
              : "Every franchise across the sports we cover: names across eras, titles, seasons, rosters and schedules."}
          </p>
        </div>
        <Link
          to="/teams/compare"
          className="inline-flex items-center justify-center gap-2 self-start rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 sm:self-auto"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />
          </svg>
          Compare Teams
        </Link>
      </div>

      <div className="mt-8 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
        <form role="search" aria-label="Filter teams" onSubmit={(e) => e.preventDefault()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
          <SearchField label="Search teams" value={search} onChange={setSearch} placeholder="City, name or abbreviation" className="sm:col-span-2 lg:col-span-1" />
          <div>
            <label htmlFor={ids.sport} className="block text-sm font-medium text-secondary-700">
              Sport
            </label>
            <select
              id={ids.sport}
              value={sport}
              // A division belongs to one sport's list: changing sport clears it.
              onChange={(e) => setFilters({ sport: e.target.value, division: "" })}
              className={`mt-1 ${selectClass}`}
            >
              <option value="">All Sports</option>
              {sports.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
              {sport && !sports.includes(sport) && <option value={sport}>{sport}</option>}
            </select>
          </div>
          <div>
            <label htmlFor={ids.league} className="block text-sm font-medium text-secondary-700">
              League
            </label>
            <select id={ids.league} value={league} onChange={(e) => setLeague(e.target.value)} className={`mt-1 ${selectClass}`}>
              <option value="">All Leagues</option>
              {leagues.map((g) => (
                <option key={g.key} value={g.key}>
                  {g.label}
                </option>
              ))}
              {league && !leagues.some((g) => g.key === league) && <option value={league}>{league}</option>}
            </select>
          </div>
          <div>
            <label htmlFor={ids.division} className="block text-sm font-medium text-secondary-700">
              Division
            </label>
            <select id={ids.division} value={division} onChange={(e) => setDivision(e.target.value)} className={`mt-1 ${selectClass}`}>
              <option value="">All Divisions</option>
              {divisions.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={() => setFilters({ q: "", sport: "", division: "", league: "" })}
            disabled={!active}
            className="rounded-md border border-secondary-300 px-4 py-2 text-sm font-semibold text-secondary-800 hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Clear filters
          </button>
        </form>
      </div>

      {/* The groups' h2s head the list: no heading of its own, which would repeat the page's. */}
      <section aria-label="Teams" className="mt-6">
        {list.isPending ? (
          <CardGridSkeleton count={9} label="Loading teams…" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error, "Failed to load teams data")} onRetry={reloadPage} />
        ) : (
          <>
            <p role="status" aria-live="polite" className="mb-4 text-sm text-secondary-600">
              {active
                ? `${formatCount(shown.length, "en-US")} ${shown.length === 1 ? "team" : "teams"} match`
                : `Showing ${formatCount(shown.length, "en-US")} of ${formatCount(total, "en-US")} teams`}
              {list.data.truncated && !active && " — search or filter to find the rest"}
              {filtering && narrowed.isFetching && " (searching all teams…)"}
            </p>
            {shown.length === 0 ? (
              <EmptyState variant="teams" />
            ) : (
              <div className="space-y-10">
                {sections.map((sec) => (
                  <TeamSection
                    key={sec.group.key}
                    section={sec}
                    // Without a filter the API's counts are the whole group's, also where the list was cut.
                    whole={!active}
                    open={open.has(sec.group.key) || league === sec.group.key}
                    onOpen={() => setOpened({ key: filterKey, groups: new Set(open).add(sec.group.key) })}
                    onLoadGroup={() => setLeague(sec.group.key)}
                  />
                ))}
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
