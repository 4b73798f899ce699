import { useMemo } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { TableSkeleton } from "@/components/Skeleton";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { siteFilters } from "@/lib/site";
import pageIntros from "@/app/page-intros.json";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useUrlState } from "@/lib/use-url-state";
import { useSeasonOdds } from "./api/get-season-odds";
import { AnalyticsUnavailable } from "./components/AnalyticsUnavailable";
import { AnalyticsPage, SummaryCard } from "./components/Layout";
import { OddsOverSeason } from "./components/OddsOverSeason";
import { ODDS_SPORTS } from "./lib/odds-sports";
import { ProbabilityBar } from "./components/ProbabilityBar";
import { DataTable, sortRows, useUrlSort as useSortState, type Column } from "@/components/data-table";
import type { SeasonOddsTeam } from "./types";


const PROB_COLUMNS = [
  { field: "playoff_probability", label: "Playoffs", title: "Chance of reaching the playoffs (a play-in loser does not)" },
  { field: "division_probability", label: "Division", title: "Chance of winning the division" },
  { field: "final_probability", label: "Final", title: "Chance of reaching the final" },
  { field: "title_probability", label: "Title", title: "Chance of winning the title" },
] as const;
// Narrow screens keep team, record, playoffs and title: the rest are one tap
// of the header away on a wider one.
const hideNarrow: Partial<Record<string, string>> = { division_probability: "hidden md:table-cell", final_probability: "hidden sm:table-cell" };
const SORTABLE = ["name", "wins", "projected", ...PROB_COLUMNS.map((c) => c.field)];

function sortValue(t: SeasonOddsTeam, field: string): number | string | null {
  if (field === "name") return t.name;
  if (field === "wins") return t.points ?? t.wins - t.losses;
  if (field === "projected") return t.projected.points ?? t.projected.wins;
  const v = t[field as keyof SeasonOddsTeam];
  return typeof v === "number" ? v : null;
}

function record(t: SeasonOddsTeam): string {
  return [t.wins, t.losses, ...(t.ties != null ? [t.ties] : []), ...(t.ot_losses != null ? [t.ot_losses] : [])].join("-");
}

function Projected({ t, hockey }: { t: SeasonOddsTeam; hockey: boolean }) {
  if (hockey && t.projected.points != null)
    return (
      <>
        {t.projected.points.toFixed(0)} <span className="text-xs text-secondary-600">{t.projected.points_low}–{t.projected.points_high}</span>
      </>
    );
  return (
    <>
      {t.projected.wins.toFixed(1)} <span className="text-xs text-secondary-600">{t.projected.wins_low}–{t.projected.wins_high}</span>
    </>
  );
}

/** Team, record, projection and the chances; every header sorts. */
function oddsColumns(hockey: boolean): Column<SeasonOddsTeam>[] {
  return [
    {
      key: "name",
      label: "Team",
      sortable: true,
      sticky: true,
      rowHeader: true,
      value: (t) => t.name,
      cellClassName: "px-2 py-2 sm:px-3 sm:whitespace-nowrap",
      format: (t) => (
        <>
          <Link to={`/teams/${t.slug}`} className="text-primary-800 hover:underline">
            {t.name}
          </Link>
          <span className="block text-xs font-normal text-secondary-600">{t.division ?? t.conference ?? t.league}</span>
        </>
      ),
    },
    {
      key: "wins",
      label: hockey ? "Pts" : "Record",
      title: "Record as of the date",
      numeric: true,
      sortable: true,
      value: (t) => sortValue(t, "wins"),
      csv: (t) => (hockey && t.points != null ? `${t.points} (${record(t)})` : record(t)),
      cellClassName: "px-2 py-2 whitespace-nowrap sm:px-3",
      format: (t) => (hockey && t.points != null ? `${t.points} (${record(t)})` : record(t)),
    },
    {
      key: "projected",
      label: "Proj.",
      title: "Projected final wins (points in hockey), with the 80% range",
      numeric: true,
      sortable: true,
      value: (t) => sortValue(t, "projected"),
      className: "hidden sm:table-cell",
      cellClassName: "px-3 py-2 whitespace-nowrap",
      format: (t) => <Projected t={t} hockey={hockey} />,
    },
    ...PROB_COLUMNS.map(
      (c): Column<SeasonOddsTeam> => ({
        key: c.field,
        label: c.label,
        title: c.title,
        numeric: true,
        sortable: true,
        value: (t) => t[c.field],
        className: hideNarrow[c.field],
        cellClassName: "px-2 py-2 sm:px-3",
        format: (t) => <ProbabilityBar value={t[c.field]} />,
      }),
    ),
  ];
}

const CARD_LABELS = ["As of", "Games played", "Playoff places", "Simulations"];

/** A summary card's value (or note) in grey, the height of its text. */
function CardValueSkeleton({ note = false }: { note?: boolean }) {
  return <span aria-hidden="true" className={`inline-block animate-pulse rounded bg-secondary-200 align-middle ${note ? "h-3 w-16" : "h-6 w-20 sm:h-7"}`} />;
}

const thisYear = new Date().getFullYear();
const SEASONS = Array.from({ length: 45 }, (_, i) => thisYear - i).map((y) => ({ value: String(y), label: String(y) }));

/** /analytics/season-odds: every team's playoff and title chances as of a date, from simulations of the rest of the season. */
export default function SeasonOddsPage() {
  useDocumentTitle(pageIntros["season-odds"].title);
  const site = siteFilters();
  const [sport, setSport] = useUrlState("sport", site.sport__slug ? "" : "football");
  const [season, setSeason] = useUrlState("season", "");
  const [asOf, setAsOf] = useUrlState("as_of", "");
  const [sort, onSort] = useSortState("title_probability", SORTABLE);
  const odds = useSeasonOdds({ sport: site.sport__slug ? undefined : sport, season: season ? Number(season) : null, asOf: asOf || null });

  // The cards and the table are drawn at transition priority: arriving at
  // once, they were one long task that blocked input.
  const { data: d } = useDeferredData(`${sport}|${season}|${asOf}`, odds.data);
  const rows = useMemo(() => sortRows(d?.teams ?? [], (t) => sortValue(t, sort.field), sort.dir), [d, sort.field, sort.dir]);
  if (odds.isError) return <AnalyticsUnavailable onRetry={() => odds.refetch()} />;
  const hockey = d?.sport === "hockey";

  return (
    // Title and lead shared with the server, which paints them before the app runs.
    <AnalyticsPage title={pageIntros["season-odds"].title} lead={pageIntros["season-odds"].intro}>
      <FilterPanel label="Choose the season and date">
        {!site.sport__slug && <FilterSelect label="League" value={sport} options={ODDS_SPORTS} onChange={setSport} />}
        <FilterSelect label="Season" value={season} allLabel="Latest" options={SEASONS} onChange={(v) => { setSeason(v); setAsOf(""); }} />
        <label className="flex flex-col gap-1 text-sm font-medium text-secondary-700">
          As of
          <input
            type="date"
            value={asOf}
            onChange={(e) => setAsOf(e.target.value)}
            className="rounded-md border border-secondary-300 bg-white px-3 py-2 text-secondary-900"
          />
        </label>
      </FilterPanel>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {d ? (
          <>
            <SummaryCard label="As of" value={d.as_of} note={`Season ${d.season}`} />
            <SummaryCard label="Games played" value={d.games_played} note={`${d.games_remaining + d.games_assumed} left`} />
            <SummaryCard label="Playoff places" value={d.playoffs_modelled ? d.playoff_places : "—"} />
            <SummaryCard label="Simulations" value={d.runs.toLocaleString()} note={d.schedule_complete ? "Full schedule" : "Schedule partly assumed"} />
          </>
        ) : (
          // The cards' places held while the season is simulated.
          CARD_LABELS.map((label) => <SummaryCard key={label} label={label} value={<CardValueSkeleton />} note={<CardValueSkeleton note />} />)
        )}
      </dl>
      {d && d.notes.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-secondary-700">
          {d.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}

      {/* Asked for beside the odds (the same season: the one chosen, else the latest), so the page grows once. */}
      {!odds.isError && <OddsOverSeason sport={site.sport__slug ? undefined : sport} season={season ? Number(season) : null} asOf={d?.as_of} />}

      {/* Below the fold on a phone: laid out and painted once scrolled near
          (content-visibility), so drawing the rows does not hold up the page. */}
      <section aria-label="Season odds" className="mt-6 rounded-lg border border-secondary-200 bg-white shadow-sm [content-visibility:auto] [contain-intrinsic-size:auto_1500px]">
        {!d ? (
          <div className="p-5">
            <TableSkeleton rows={12} columns={7} label="Simulating the season…" />
          </div>
        ) : rows.length === 0 ? (
          <div className="p-5">
            <EmptyState variant="teams" headingLevel={2} description="No teams for this season." />
          </div>
        ) : (
          <DataTable
            caption="Season odds; select a column header to sort"
            label="Season odds table"
            tableClassName="min-w-full text-sm"
            columns={oddsColumns(hockey)}
            rows={rows}
            rowKey={(t) => t.id}
            sort={sort}
            onSort={onSort}
          />
        )}
      </section>
      <p className="mt-6 text-sm text-secondary-700">
        How good are these odds?{" "}
        <Link to="/analytics/season-odds/backtest" className="font-medium text-primary-800 hover:underline">
          Season odds backtest
        </Link>{" "}
        (every past season, against two baselines) ·{" "}
        <Link to="/analytics/checking-our-work" className="font-medium text-primary-800 hover:underline">
          Checking our work
        </Link>{" "}
        (the forecasts we published, against the results)
      </p>
    </AnalyticsPage>
  );
}
