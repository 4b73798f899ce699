import { parseSeasonYear } from "@/lib/season";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/**
 * A people directory's filters, all in the URL: q (search), sport (hub
 * only), position, team, status, season and page. `change` sets filters and
 * goes back to the first page.
 */
export function useDirectoryFilters() {
  const site = useSite();
  const isHub = !site.sport;
  const [q] = useUrlState("q", "");
  const [sportParam] = useUrlState("sport", "");
  const [position] = useUrlState("position", "");
  const [team] = useUrlState("team", "");
  const [status] = useUrlState("status", "");
  const [seasonParam] = useUrlState("season", "");
  const [pageParam] = useUrlState("page", "1");
  const set = useUrlStateSetter();
  const search = useDebouncedValue(q, 300);
  return {
    isHub,
    q,
    /** The search text after typing pauses (sent to the API). */
    search,
    sportParam,
    /** The site's sport, or the hub's chosen one. */
    sport: isHub ? sportParam : (site.sport ?? ""),
    position,
    team,
    status,
    seasonParam,
    season: parseSeasonYear(seasonParam),
    page: Math.max(1, Number.parseInt(pageParam, 10) || 1),
    set,
    change: (changes: Record<string, string>) => set({ ...changes, page: "" }),
    setPage: (n: number) => set({ page: n === 1 ? "" : String(n) }),
  };
}
