import { Link } from "react-router";
import { Badge, type BadgeTone } from "@/components/Badge";
import { seasonYears } from "@/lib/season";
import { useSite } from "@/lib/use-site";
import { lastYear, useRecentChampions } from "../api/get-champions";
import { leagueBadge, recordOrW, type LeagueBadge } from "../lib/league";
import type { HomeChampion } from "../types";

const TONES: Record<LeagueBadge, BadgeTone> = {
  NFL: "primary",
  NBA: "accent",
  MLB: "danger",
  NHL: "secondary",
  NCAA: "success",
  Sports: "neutral",
};

/** The spec's empty row (part 1 §2 "Home"). */
export const LOADING_ROW_TEXT = "Loading championship data...";

function ChampionRow({ c }: { c: HomeChampion }) {
  const league = leagueBadge(c.championship_name);
  return (
    <tr className="hover:bg-secondary-50 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-y-1 max-sm:px-4 max-sm:py-3">
      <td className="whitespace-nowrap px-4 py-3 font-semibold tabular-nums text-secondary-900 max-sm:w-14 max-sm:p-0">{c.year}</td>
      <th scope="row" className="px-4 py-3 text-left font-medium text-secondary-900 max-sm:min-w-0 max-sm:flex-1 max-sm:p-0">
        {c.team_slug ? (
          <Link to={`/teams/${encodeURIComponent(c.team_slug)}`} className="text-primary-800 hover:underline">
            {c.team_name}
          </Link>
        ) : (
          c.team_name
        )}
      </th>
      <td className="px-4 py-3 text-secondary-700 max-sm:order-2 max-sm:w-full max-sm:p-0 max-sm:pl-14">
        {c.championship_slug ? (
          <Link to={`/championships/${encodeURIComponent(c.championship_slug)}`} className="hover:text-primary-800 hover:underline">
            {c.championship_name}
          </Link>
        ) : (
          c.championship_name
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-secondary-700 max-sm:order-2 max-sm:p-0 max-sm:pl-14 max-sm:text-xs">
        <span className="sm:hidden">Record </span>
        {recordOrW(c.record)}
      </td>
      <td className="px-4 py-3 text-secondary-700 max-sm:order-2 max-sm:p-0 max-sm:pl-3 max-sm:text-xs">
        {c.runner_up_name ? (
          <>
            <span className="sm:hidden">vs </span>
            {c.runner_up_name}
          </>
        ) : (
          <span className="sr-only">Not recorded</span>
        )}
      </td>
      <td className="px-4 py-3 max-sm:p-0 max-sm:pl-2">
        <Badge tone={TONES[league]}>{league}</Badge>
      </td>
    </tr>
  );
}

/**
 * Recent champions (spec part 1 §2 "Home"): the first 5 champions of last
 * year with year, team, championship, record (or W), opponent (the
 * runner-up, when known) and a league badge; 'Loading championship data...'
 * while there are none.
 */
export function RecentChampionsTable() {
  const year = lastYear();
  const recent = useRecentChampions(year);
  const rows = recent.data?.champions ?? [];
  const season = recent.data?.season ?? null;
  const sport = useSite().sport;

  return (
    <section aria-labelledby="recent-champions" className="bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="recent-champions" className="text-2xl font-bold tracking-tight text-secondary-900">
              Recent Champions
            </h2>
            <p className="mt-1 text-secondary-600">
              {recent.data?.fallback && season !== null
                ? `No titles of the ${seasonYears(year, sport)} season are on record yet; these are the champions of the ${seasonYears(season, sport)} season.`
                : `Titles decided for the ${seasonYears(season ?? year, sport)} season.`}
            </p>
          </div>
          <Link to="/champions" className="text-sm font-semibold text-primary-700 hover:text-primary-800">
            All champions <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-6 overflow-x-auto rounded-lg border border-secondary-200 shadow-sm">
          <table className="min-w-full divide-y divide-secondary-200 text-sm max-sm:block">
            <thead className="bg-secondary-50 max-sm:sr-only">
              <tr>
                {["Year", "Team", "Championship", "Record", "Opponent", "League"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-secondary-700">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-secondary-100 bg-white max-sm:block">
              {rows.length > 0 ? (
                rows.map((c) => <ChampionRow key={c.id} c={c} />)
              ) : (
                <tr className="max-sm:block">
                  <td colSpan={6} className="px-4 py-8 text-center text-secondary-600 max-sm:block">
                    {recent.isError ? "Championship data is unavailable right now." : LOADING_ROW_TEXT}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
