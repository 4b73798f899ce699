import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ALL_PAGES_DEFAULTS, apiGet, relativeUrl, request, toPaged, type Paged, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { Team, TeamGroupCount } from "./types";

/** The teams list: up to 5 pages / 500 teams, sorted by name, and whether more exist. */
export interface TeamList {
  teams: Team[];
  /** The API's total for the same filters. */
  total: number;
  /** True when the API has more teams than were collected (the 5 pages / 500 teams cap). */
  truncated: boolean;
  /** The league groups with their counts over the whole filtered list (the API's, not the collected teams'). */
  groups: TeamGroupCount[];
}

export function sortTeamsByName(teams: readonly Team[]): Team[] {
  return [...teams].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id);
}

/**
 * GET /api/teams with the site filters: page size 100,
 * following `next` up to 5 pages or 500 teams, then sorted by name
 * (`ordering: "group"`: kept in the API's league-group order).
 * `params` narrows the list on the server (search, division, sport__slug, group).
 */
export async function getTeams({
  params,
  signal,
  maxPages = ALL_PAGES_DEFAULTS.maxPages,
}: { params?: QueryParams; signal?: AbortSignal; maxPages?: number } = {}): Promise<TeamList> {
  const { pageSize, maxItems } = ALL_PAGES_DEFAULTS;
  const first = await apiGet<Paged<Team> & { groups?: TeamGroupCount[] }>("/api/teams", { page_size: pageSize, ...params }, { signal });
  const groups = first.groups ?? [];
  let page = toPaged(first);
  const total = page.count;
  const teams = [...page.results];
  let pages = 1;
  while (page.next && pages < maxPages && teams.length < maxItems) {
    // The next link already carries every filter and the page number.
    page = toPaged(await request<Paged<Team> | Team[]>(relativeUrl(page.next), { signal }));
    teams.push(...page.results);
    pages++;
  }
  const kept = teams.slice(0, maxItems);
  const ordered = params?.ordering === "group" ? kept : sortTeamsByName(kept);
  return { teams: ordered, total: Math.max(total, kept.length), truncated: total > kept.length, groups };
}

export const teamsQueryOptions = (params: QueryParams = {}, maxPages: number = ALL_PAGES_DEFAULTS.maxPages) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["teams", "list", siteFilters(), params, maxPages] as const,
    queryFn: ({ signal }) => getTeams({ params, signal, maxPages }),
  });

/** All of the site's teams (up to 500), sorted by name. */
export function useTeams(options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamsQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * The teams matching server-side filters (search text, division name, sport
 * slug): one page of 100 unless told otherwise. Used only when the full list was cut by the cap,
 * so a search still finds teams beyond the first 500 without spending the
 * client's request budget on every keystroke.
 */
export function useTeamSearch(params: QueryParams, options: { enabled?: boolean; maxPages?: number } = {}) {
  return useQuery({ ...teamsQueryOptions(params, options.maxPages ?? 1), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}
