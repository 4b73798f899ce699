import { useMemo, useState } from "react";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { SeasonPicker } from "@/components/SeasonPicker";
import { TableSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/errors";
import { seasonLabel } from "@/lib/season";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSelectedSeason } from "@/lib/use-season";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { useSeasons } from "@/lib/seasons/get-seasons";
import { asOfText, formatDate, sportSlug } from "@/lib/seasons/season-text";
import { ClearFiltersButton } from "@/components/filters/ClearFiltersButton";
import { PageHeader } from "@/components/PageHeader";
import { SearchField } from "@/components/filters/SearchField";
import { SelectField } from "@/components/filters/SelectField";
import { Tiles } from "@/components/Tiles";
import { useStandings } from "@/lib/standings/get-standings";
import { StandingsTable } from "@/components/StandingsTable";
import { distinctNames, filterStandings, groupByDivision, groupByLeague, seasonYearsWithStandings, standingsSummary } from "@/lib/standings/standings";
import pageIntros from "@/app/page-intros.json";
import { groupByConference } from "@/lib/standings/convention";
import { ClinchLegend } from "./components/ClinchLegend";
import { AsOfField } from "./components/AsOfField";

/** Rows shown per league before 'Show all N teams'. */
const LONG_TABLE = 50;

const SPORTS = [
  { value: "football", label: "Football" },
  { value: "basketball", label: "Basketball" },
  { value: "baseball", label: "Baseball" },
  { value: "hockey", label: "Hockey" },
];

/**
 * Standings: season switcher, search, sport (hub),
 * division and conference filters, tiles, rows by rank within each league,
 * one expandable row at a time. Everything is in the URL (?season=2015).
 */
export default function StandingsPage() {
  useDocumentTitle("Standings");
  const site = useSite();
  const [sport] = useUrlState("sport", "");
  const [search, setSearch] = useUrlState("q", "");
  const [division, setDivision] = useUrlState("division", "");
  const [conference] = useUrlState("conference", "");
  const setFilters = useUrlStateSetter();
  // Seasons with standings in the site (and, on the hub, the chosen sport):
  // the default and the switcher follow them, so a sport whose data ends
  // earlier opens on its latest season rather than on an empty one.
  const seasons = useSeasons();
  const years = useMemo(() => seasonYearsWithStandings(seasons.data, site.isMainSite ? sport : ""), [seasons.data, site.isMainSite, sport]);
  const { season } = useSelectedSeason({ available: years });
  const [date, setDate] = useUrlState("date", "");
  const params = { season, ...(site.isMainSite && sport ? { sport__slug: sport } : {}), ...(date ? { date } : {}) };
  const standings = useStandings(params, { enabled: !seasons.isPending });
  const [expanded, setExpanded] = useState<number | null>(null);
  // Leagues of well over a hundred teams (college football) show their top rows first.
  const [showAll, setShowAll] = useState<Set<string>>(() => new Set());

  // The tables are drawn at transition priority (useDeferredData).
  const { data, pending: rendering } = useDeferredData(`${params.season}|${params.sport__slug ?? ""}|${date}`, standings.data);
  const rows = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => filterStandings(rows, { search, division, conference }), [rows, search, division, conference]);
  // Grouped as the leagues print them (by division) unless the URL asks for
  // the conference or the whole league.
  const [view, setView] = useUrlState<"league" | "conference" | "division">("view", "division");
  const grouped = view !== "league";
  const groups = useMemo(
    () => (view === "division" ? groupByDivision(shown) : view === "conference" ? groupByConference(shown) : groupByLeague(shown)),
    [shown, view],
  );
  const summary = useMemo(() => standingsSummary(shown), [shown]);
  const conferences = useMemo(() => distinctNames(rows, (r) => r.conference?.name), [rows]);
  const divisions = useMemo(
    () => distinctNames(conference ? rows.filter((r) => r.conference?.name === conference) : rows, (r) => r.division?.name),
    [rows, conference],
  );
  const labelSport = site.sport ?? (sport || null);
  // A season still in progress in the data: its standings are "as of" its last game.
  const asOf = useMemo(() => {
    const s = (seasons.data ?? []).find((x) => x.start_year === params.season && (!site.isMainSite || !sport || sportSlug(x) === sport) && asOfText(x));
    return s && (!site.isMainSite || sport) ? asOfText(s) : "";
  }, [seasons.data, params.season, site.isMainSite, sport]);
  const filtering = !!(search || division || conference || sport || date);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader
        title={pageIntros.standings.title}
        actions={<SeasonPicker available={years} sport={labelSport} className="w-full sm:w-56" />}
      >
        {pageIntros.standings.intro}
      </PageHeader>

      <div className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
        <form
          role="search"
          aria-label="Filter standings"
          onSubmit={(e) => e.preventDefault()}
          className={`grid gap-4 sm:grid-cols-2 lg:items-end ${site.isMainSite ? "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_auto]" : "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"}`}
        >
          <SearchField label="Search" value={search} onChange={setSearch} placeholder="Search teams or divisions..." className="sm:col-span-2 lg:col-span-1" />
          {site.isMainSite && (
            <SelectField label="Sport" value={sport} onChange={(v) => setFilters({ sport: v, division: "", conference: "", season: "" })} options={SPORTS} allLabel="All Sports" />
          )}
          <SelectField label="Conference" value={conference} onChange={(v) => setFilters({ conference: v, division: "" })} options={conferences.map((c) => ({ value: c, label: c }))} allLabel="All Conferences" />
          <SelectField label="Division" value={division} onChange={setDivision} options={divisions.map((d) => ({ value: d, label: d }))} allLabel="All Divisions" />
          <SelectField
            label="Group by"
            value={view === "division" ? "" : view}
            onChange={(v) => setView(v === "league" || v === "conference" ? v : "division")}
            options={[
              { value: "conference", label: "Conference" },
              { value: "league", label: "League" },
            ]}
            allLabel="Division"
          />
          <AsOfField value={date} onChange={setDate} />
          <ClearFiltersButton onClear={() => setFilters({ q: "", sport: "", division: "", conference: "", date: "" })} disabled={!filtering} />
        </form>
      </div>

      <section aria-labelledby="standings-results" className="mt-6 space-y-6">
        <h2 id="standings-results" className="sr-only">
          Standings table
        </h2>
        {seasons.isPending || standings.isPending || rendering ? (
          <TableSkeleton rows={12} columns={6} label="Loading standings…" />
        ) : standings.isError ? (
          <ErrorState title="Error Loading Standings" message={errorMessage(standings.error, "An error occurred")} onRetry={() => standings.refetch()} />
        ) : (
          <>
            {asOf && !date && <p className="text-sm text-secondary-700">Standings {asOf}: the season is still in progress in the data.</p>}
            {grouped && rows.length > 0 && !rows.some((r) => r.division || r.conference) && (
              <p className="text-sm text-secondary-700">The data gives no conference or division for this season&apos;s teams: one table for the league, and no marks that need them.</p>
            )}
            {date && <p className="text-sm text-secondary-700">Standings as of {formatDate(date)}: games after that day count as games left to play.</p>}
            <Tiles
              label="Standings summary"
              tiles={[
                { label: "Champions", value: summary.champions, accent: "text-accent-800" },
                { label: "Playoff Teams", value: summary.playoffs, accent: "text-green-700" },
                { label: "On the Bubble", value: summary.bubble, accent: "text-amber-700" },
                { label: "Total Teams", value: summary.total, accent: "text-primary-700" },
              ]}
            />
            {groups.length === 0 ? (
              <EmptyState title="No Standings Found" description="No team has a final regular-season game in this season and filter." />
            ) : (
              groups.map((g) => (
                // Laid out and painted once scrolled near: a season of many
                // groups is thousands of cells below the fold.
                <div key={g.key} className="[content-visibility:auto] [contain-intrinsic-size:auto_560px]">
                  <h3 className="mb-2 text-lg font-semibold text-secondary-900">
                    {g.name}
                    {g.abbreviation && g.abbreviation !== g.name && <span className="ml-2 text-sm font-normal text-secondary-600">{g.abbreviation}</span>}
                  </h3>
                  <StandingsTable
                    rows={showAll.has(g.key) ? g.rows : g.rows.slice(0, LONG_TABLE)}
                    placeRank={grouped}
                    caption={`${g.name} standings, ${seasonLabel(season, labelSport)}`}
                    expanded={expanded}
                    onToggle={(id) => setExpanded((cur) => (cur === id ? null : id))}
                    year={season}
                  />
                  {!showAll.has(g.key) && g.rows.length > LONG_TABLE && (
                    <button
                      type="button"
                      onClick={() => setShowAll((cur) => new Set(cur).add(g.key))}
                      className="mt-3 rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100"
                    >
                      Show all {g.rows.length} teams
                    </button>
                  )}
                </div>
              ))
            )}
            <ClinchLegend rows={shown} />
          </>
        )}
      </section>
    </div>
  );
}
