import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { CardGridSkeleton } from "@/components/Skeleton";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { Pager } from "@/components/Pager";
import { SearchField } from "@/components/filters/SearchField";
import { StatTile } from "@/components/StatTile";
import { formatCount, yearsDown } from "@/lib/people/format";
import { SPORTS } from "@/lib/people/positions";
import { useDirectoryFilters } from "@/lib/use-directory-filters";
import { useTeamOptions } from "@/lib/teams/use-team-options";
import { errorMessage, type QueryParams } from "@/lib/api";
import { seasonLabel } from "@/lib/season";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCoaches } from "./api/get-coaches";
import { peopleTotalsQueryOptions } from "@/lib/people/get-totals";
import { useLatestCoachSeason } from "./api/get-latest-coach-season";
import { CoachCard } from "./components/CoachCard";

const PAGE_SIZE = 24;

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "interim", label: "Interim" },
  { value: "retired", label: "Retired" },
  { value: "fired", label: "Fired" },
  { value: "resigned", label: "Resigned" },
  // Coaching in the last season of records that end before the league's games do.
  { value: "unknown", label: "Status unknown" },
];
/** Statuses the data cannot tell (no departure reasons or interim flags): they match nobody, without a request. */
const UNKNOWN_STATUS = new Set(["interim", "fired", "resigned"]);

const TITLES = ["Head Coach", "Manager", "Coach", "Bench Coach", "Pitching Coach", "Hitting Coach", "First Base Coach", "Third Base Coach", "Bullpen Coach"];

/**
 * Coaches directory: search, sport (hub), title, team,
 * status and season filters in the URL, tiles, cards. The season filter is
 * off by default and offers only seasons with coaching records: listing by
 * the active season would show nothing on sites whose coaching data ends
 * before their latest season.
 */
export default function CoachesPage() {
  useDocumentTitle("Coaches");
  const { isHub, q, search, sportParam, sport, position, team, status, seasonParam, season, page, set, change, setPage } = useDirectoryFilters();
  const [expanded, setExpanded] = useState<number | null>(null);
  const unknownStatus = UNKNOWN_STATUS.has(status);

  const base: QueryParams = {};
  if (search.trim()) base.search = search.trim();
  if (isHub && sportParam) base.sport__slug = sportParam;
  if (position) base.position = position;
  if (team) base.team = team;
  if (status && !unknownStatus) base.status = status;
  if (season) base.season = season;

  const list = useCoaches({ ...base, page, page_size: PAGE_SIZE }, { enabled: !unknownStatus });
  // The tiles count every coach the filters match (the API sums them); they wait for the cards, so the first paint is not held up.
  const totals = useQuery({ ...peopleTotalsQueryOptions("coaches", base), enabled: !unknownStatus && list.isSuccess });
  // On the hub, only once a sport is chosen (each sport's coaching data ends in a different year).
  const latest = useLatestCoachSeason(isHub && sportParam ? { sport__slug: sportParam } : {}, { enabled: !isHub || !!sportParam });
  const teams = useTeamOptions(sport, isHub);

  // Seasons with coaching records only (the coaching data ends before the games for some leagues).
  const seasonChoices = yearsDown(latest.data ?? new Date().getFullYear());
  const count = unknownStatus ? 0 : (list.data?.count ?? 0);
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const coaches = unknownStatus ? [] : (list.data?.results ?? []);
  const emptyNote = unknownStatus
    ? "Interim, fired and resigned statuses are not part of the dataset."
    : season && latest.data && season > latest.data
      ? `Coaching records on file run through ${seasonLabel(latest.data, sport || null)}.`
      : "Try adjusting your search or filters";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Coaches</h1>
          <p className="mt-2 max-w-2xl text-secondary-600">Head coaches and managers with their records, titles and teams, computed from the games on file.</p>
        </div>
        <Link to="/coaches/stats" className="inline-flex items-center justify-center self-start rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 sm:self-auto">
          Coaching Statistics
        </Link>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Active Coaches" value={unknownStatus || (status && status !== "active") ? "0" : totals.data ? formatCount(totals.data.active) : "…"} />
        <StatTile label="Total Championships" value={unknownStatus ? "0" : totals.data ? formatCount(totals.data.championships) : "…"} />
        <StatTile label="Average Years Coaching" value={unknownStatus ? "N/A" : totals.data ? (totals.data.average_years != null ? totals.data.average_years.toFixed(1) : "N/A") : "…"} />
        <StatTile label="Sports Covered" value={isHub ? (totals.data ? String(totals.data.sports) : "…") : "1"} />
      </dl>

      <FilterPanel label="Filter coaches">
        <div className="sm:col-span-2 lg:col-span-3 xl:col-span-2">
          <SearchField label="Search coaches" value={q} onChange={(v) => set({ q: v, page: "" })} placeholder="Coach name" />
        </div>
        {isHub && (
          <FilterSelect label="Sport" value={sportParam} allLabel="All Sports" options={SPORTS.map((s) => ({ value: s.slug, label: s.name }))} onChange={(v) => change({ sport: v, team: "", season: "" })} />
        )}
        <FilterSelect label="Position" value={position} allLabel="All Positions" options={TITLES.map((t) => ({ value: t, label: t }))} onChange={(v) => change({ position: v })} />
        <FilterSelect label="Team" value={team} allLabel={teams.disabled ? "Pick a sport" : "All Teams"} hint={teams.disabled ? "Choose a sport first: teams are listed per sport" : undefined} options={teams.options} disabled={teams.disabled && !team} onChange={(v) => change({ team: v })} />
        <FilterSelect label="Status" value={status} allLabel="All Statuses" options={STATUS_OPTIONS} onChange={(v) => change({ status: v })} />
        <FilterSelect
          label="Season"
          value={seasonParam}
          allLabel="All Seasons"
          options={seasonChoices.map((y) => ({ value: String(y), label: seasonLabel(y, sport || null) }))}
          onChange={(v) => change({ season: v })}
        />
      </FilterPanel>

      <section aria-labelledby="coaches-results" className="mt-6">
        <h2 id="coaches-results" className="sr-only">
          Coaches
        </h2>
        {!unknownStatus && list.isPending ? (
          <CardGridSkeleton count={12} label="Loading coaches…" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        ) : !unknownStatus && list.isError ? (
          <ErrorState title="Error Loading Coaches" message={errorMessage(list.error, "An error occurred")} onRetry={() => list.refetch()} />
        ) : coaches.length === 0 ? (
          <EmptyState title="No Coaches Found" description={emptyNote} />
        ) : (
          <>
            <p role="status" aria-live="polite" className="mb-4 text-sm text-secondary-600">
              {formatCount(count)} {count === 1 ? "coach" : "coaches"}
              {pages > 1 ? ` · showing ${formatCount((page - 1) * PAGE_SIZE + 1)}–${formatCount(Math.min(count, page * PAGE_SIZE))}` : ""}
            </p>
            <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? "opacity-60" : ""}`}>
              {coaches.map((c) => (
                <CoachCard key={c.id} coach={c} expanded={expanded === c.id} onToggle={() => setExpanded((id) => (id === c.id ? null : c.id))} />
              ))}
            </ul>
            <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
