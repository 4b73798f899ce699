import { DataTable, type Column } from "@/components/data-table";
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

/** The row shown when there is no recent champion. */
export const LOADING_ROW_TEXT = "Loading championship data...";

const COLUMNS: Column<HomeChampion>[] = [
  { key: "year", label: "Year", value: (c) => c.year, cellClassName: "whitespace-nowrap px-4 py-3 font-semibold tabular-nums text-secondary-900 max-sm:w-14 max-sm:p-0" },
  {
    key: "team",
    label: "Team",
    rowHeader: true,
    value: (c) => c.team_name,
    cellClassName: "px-4 py-3 text-secondary-900 max-sm:min-w-0 max-sm:flex-1 max-sm:p-0",
    format: (c) =>
      c.team_slug ? (
        <Link to={`/teams/${encodeURIComponent(c.team_slug)}`} className="text-primary-800 hover:underline">
          {c.team_name}
        </Link>
      ) : (
        c.team_name
      ),
  },
  {
    key: "championship",
    label: "Championship",
    value: (c) => c.championship_name,
    cellClassName: "px-4 py-3 text-secondary-700 max-sm:order-2 max-sm:w-full max-sm:p-0 max-sm:pl-14",
    format: (c) =>
      c.championship_slug ? (
        <Link to={`/championships/${encodeURIComponent(c.championship_slug)}`} className="hover:text-primary-800 hover:underline">
          {c.championship_name}
        </Link>
      ) : (
        c.championship_name
      ),
  },
  {
    key: "record",
    label: "Record",
    value: (c) => recordOrW(c.record),
    cellClassName: "whitespace-nowrap px-4 py-3 tabular-nums text-secondary-700 max-sm:order-2 max-sm:p-0 max-sm:pl-14 max-sm:text-xs",
    format: (c) => (
      <>
        <span className="sm:hidden">Record </span>
        {recordOrW(c.record)}
      </>
    ),
  },
  {
    key: "opponent",
    label: "Opponent",
    value: (c) => c.runner_up_name,
    cellClassName: "px-4 py-3 text-secondary-700 max-sm:order-2 max-sm:p-0 max-sm:pl-3 max-sm:text-xs",
    format: (c) =>
      c.runner_up_name ? (
        <>
          <span className="sm:hidden">vs </span>
          {c.runner_up_name}
        </>
      ) : (
        <span className="sr-only">Not recorded</span>
      ),
  },
  {
    key: "league",
    label: "League",
    value: (c) => leagueBadge(c.championship_name),
    cellClassName: "px-4 py-3 max-sm:p-0 max-sm:pl-2",
    format: (c) => <Badge tone={TONES[leagueBadge(c.championship_name)]}>{leagueBadge(c.championship_name)}</Badge>,
  },
];

/**
 * Recent champions: the first 5 champions of last
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
        {/* On a phone each champion is a short card: the rows stack instead of scrolling. */}
        <DataTable
          className="mt-6 rounded-lg border border-secondary-200 shadow-sm"
          caption="Recent champions"
          tableClassName="min-w-full divide-y divide-secondary-200 text-sm max-sm:block"
          theadClassName="bg-secondary-50 max-sm:sr-only"
          headerCellClassName="px-4 py-3 text-xs font-semibold uppercase tracking-wide text-secondary-700"
          tbodyClassName="divide-y divide-secondary-100 bg-white max-sm:block"
          columns={COLUMNS}
          rows={rows}
          rowKey={(c) => c.id}
          rowClassName={() => "hover:bg-secondary-50 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-y-1 max-sm:px-4 max-sm:py-3"}
          empty={recent.isError ? "Championship data is unavailable right now." : LOADING_ROW_TEXT}
          emptyRowClassName="max-sm:block"
          emptyCellClassName="px-4 py-8 text-center text-secondary-600 max-sm:block"
        />
      </div>
    </section>
  );
}
