import { useMemo, useState } from "react";
import { competitionName } from "@/lib/leagues";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/errors";
import { defaultSeasonYear, seasonLabel } from "@/lib/season";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { setStoredSeason, useStoredSeason } from "@/lib/use-season";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { useSeasons } from "@/lib/seasons/get-seasons";
import { ClearFiltersButton } from "@/components/filters/ClearFiltersButton";
import { PageHeader } from "@/components/PageHeader";
import { SearchField } from "@/components/filters/SearchField";
import { SelectField } from "@/components/filters/SelectField";
import { Tiles } from "@/components/Tiles";
import { QuickFilters } from "./components/QuickFilters";
import { SeasonCard } from "./components/SeasonCard";
import { decadeOptions, filterSeasons, levelOptions, seasonSummary, seasonYearsWithGames, sportOptions, type SeasonFilters } from "./lib/filter";
import { STATUS_LABEL } from "@/lib/seasons/season-text";
import type { SeasonStatus } from "@/lib/seasons/types";

/** Cards shown per batch ("Show more seasons" adds another). */
const BATCH = 24;
const STATUSES: SeasonStatus[] = ["active", "completed", "upcoming"];

/** Seasons list: search, sport/level/status/decade filters, hub quick filters, tiles, cards. */
export default function SeasonsPage() {
  useDocumentTitle("Seasons");
  const site = useSite();
  const list = useSeasons();
  const all = useMemo(() => list.data ?? [], [list.data]);
  const [search, setSearch] = useUrlState("q", "");
  const [sport] = useUrlState("sport", "");
  const [level, setLevel] = useUrlState("level", "");
  const [status, setStatus] = useUrlState<"" | SeasonStatus>("status", "");
  const [decade, setDecade] = useUrlState("decade", "");
  const setFilters = useUrlStateSetter();
  const filters: SeasonFilters = { search, sport, level, status, decade };

  const shown = useMemo(() => filterSeasons(all, { search, sport, level, status, decade }), [all, search, sport, level, status, decade]);
  const summary = useMemo(() => seasonSummary(shown), [shown]);
  const sports = useMemo(() => sportOptions(all).map((s) => ({ value: s.slug, label: s.name })), [all]);
  const levels = useMemo(() => levelOptions(all).map((l) => ({ value: l.slug, label: l.name })), [all]);
  const decades = useMemo(() => decadeOptions(all).map((d) => ({ value: String(d), label: `${d}s` })), [all]);
  const years = useMemo(() => seasonYearsWithGames(all), [all]);

  const stored = useStoredSeason();
  const activeYear = stored ?? defaultSeasonYear(years.length ? years : null);
  const setActive = (year: number) => {
    setStoredSeason(year);
    toast.success(`Active season: ${seasonLabel(year, site.sport)}`);
  };

  const filterKey = JSON.stringify(filters);
  const [batches, setBatches] = useState({ key: filterKey, count: 1 });
  const count = batches.key === filterKey ? batches.count : 1;
  const visible = shown.slice(0, count * BATCH);
  const filtering = !!(search || sport || level || status || decade);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title="Seasons">
        {site.isMainSite
          ? "Every league season on record across the sports we cover: champions, teams, games and final standings."
          : `Every ${competitionName(site.sport, site.level) ?? site.name} season on record: champions, teams, games and final standings.`}
      </PageHeader>

      {site.isMainSite && <QuickFilters sport={sport} level={level} onChange={(v) => setFilters(v)} className="mt-6" />}

      <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
        <form role="search" aria-label="Filter seasons" onSubmit={(e) => e.preventDefault()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(4,1fr)_auto] lg:items-end">
          <SearchField label="Search seasons" value={search} onChange={setSearch} placeholder="Season, sport, league or champion" className="sm:col-span-2 lg:col-span-1" />
          <SelectField label="Sport" value={sport} onChange={(v) => setFilters({ sport: v })} options={sports} allLabel="All Sports" />
          <SelectField label="Level" value={level} onChange={setLevel} options={levels} allLabel="All Levels" />
          <SelectField label="Status" value={status} onChange={(v) => setStatus(v as SeasonStatus)} options={STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} allLabel="All Statuses" />
          <SelectField label="Decade" value={decade} onChange={setDecade} options={decades} allLabel="All Decades" />
          <ClearFiltersButton onClear={() => setFilters({ q: "", sport: "", level: "", status: "", decade: "" })} disabled={!filtering} />
        </form>
      </div>

      <section aria-labelledby="seasons-results" className="mt-6">
        <h2 id="seasons-results" className="sr-only">
          Seasons
        </h2>
        {list.isPending ? (
          <Spinner label="Loading seasons…" className="py-16" />
        ) : list.isError ? (
          <ErrorState title="Error Loading Seasons" message={errorMessage(list.error, "An error occurred")} onRetry={() => list.refetch()} />
        ) : (
          <>
            <Tiles
              label="Season summary"
              tiles={[
                { label: "Active Seasons", value: summary.active.toLocaleString("en-US"), accent: "text-green-700" },
                { label: "Completed Seasons", value: summary.completed.toLocaleString("en-US"), accent: "text-secondary-800" },
                { label: "Upcoming Seasons", value: summary.upcoming.toLocaleString("en-US"), accent: "text-primary-700" },
                { label: "Sports", value: summary.sports.toLocaleString("en-US"), accent: "text-accent-800" },
              ]}
            />
            <p role="status" aria-live="polite" className="mb-4 mt-6 text-sm text-secondary-600">
              {filtering ? `${shown.length.toLocaleString("en-US")} of ` : "All "}
              {all.length.toLocaleString("en-US")} seasons
            </p>
            {shown.length === 0 ? (
              <EmptyState variant="data" title="No Seasons Found" description="Try adjusting your search or filters" />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {visible.map((s) => (
                  <SeasonCard key={s.id} season={s} isActive={s.start_year === activeYear} onSetActive={setActive} />
                ))}
              </ul>
            )}
            {visible.length < shown.length && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  onClick={() => setBatches({ key: filterKey, count: count + 1 })}
                  className="rounded-md border border-secondary-300 bg-white px-5 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100"
                >
                  Show more seasons ({(shown.length - visible.length).toLocaleString("en-US")} more)
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
