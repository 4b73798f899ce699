import { DataTable, detailsColumn, nameLinkColumn, rankColumn, type Column } from "@/components/data-table";
import { useMemo, useState } from "react";
import { Breadcrumb } from "@/components/Breadcrumb";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { downloadText } from "@/lib/csv";
import { errorMessage } from "@/lib/api";
import { parseSeasonYear, seasonLabel } from "@/lib/season";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { playerParams } from "./api/get-players";
import { useLatestPlayerSeason, useSeasonPlayers } from "@/lib/people/get-season-players";
import { ExportCsvButton } from "@/components/ExportCsvButton";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { formatCount, formatStat, heightFtIn, statLabel, teamLabel, yearSpan } from "@/lib/people/format";
import { defaultSort, leadersCsv, rankPlayers, splitByCoverage, statColumns, TABLE_CAP } from "./lib/leaders";
import { positionOptions, SPORTS } from "@/lib/people/positions";
import { playerPath, type Player } from "@/lib/people/types";

const SEASONS_OFFERED = 30;
/** The hub's default sport here: basketball rosters are the smallest season to rank (football's run to thousands). */
const HUB_DEFAULT_SPORT = "basketball";

function PlayerDetails({ p }: { p: Player }) {
  const team = teamLabel(p.current_team);
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-1">
      <span>Team: {team.name}</span>
      <span>Seasons: {yearSpan(p.first_year, p.last_year) ?? "N/A"}</span>
      <span>Height: {heightFtIn(p.height) ?? "N/A"}</span>
      <span>Age: {p.age ?? "N/A"}</span>
      <span>Championships: {p.championships}</span>
      <span>All-Star: {p.all_star_selections}</span>
      <span>Awards: {p.awards.length}</span>
    </div>
  );
}

/** Rank, player, position, team, the career statistics (each sorts), the details toggle. */
function tableColumns(columns: string[], sort: string, expanded: number | null, setExpanded: (id: number | null) => void): Column<Player>[] {
  return [
    rankColumn(),
    nameLinkColumn<Player>("player", "Player", (p) => p.display_name, playerPath),
    { key: "position", label: "Pos", value: (p) => p.primary_position },
    {
      key: "team",
      label: "Team",
      value: (p) => teamLabel(p.current_team).abbreviation,
      cellClassName: "px-3 py-2 whitespace-nowrap",
      format: (p) => <span title={teamLabel(p.current_team).name}>{teamLabel(p.current_team).abbreviation}</span>,
    },
    ...columns.map(
      (c): Column<Player> => ({
        key: c,
        label: statLabel(c),
        numeric: true,
        sortable: true,
        value: (p) => p.career_stats?.[c],
        format: (p) => formatStat(c, p.career_stats?.[c]),
        cellClassName: `px-3 py-2 whitespace-nowrap ${c === sort ? "font-semibold text-secondary-900" : ""}`,
      }),
    ),
    detailsColumn((p) => {
      const open = expanded === p.id;
      return (
        <button type="button" aria-expanded={open} aria-label={`${open ? "Hide details" : "Details"} for ${p.display_name}`} onClick={() => setExpanded(open ? null : p.id)} className="rounded px-2 py-1 text-xs font-semibold text-primary-800 hover:bg-primary-100">
          {open ? "Hide" : "Details"}
        </button>
      );
    }),
  ];
}

/**
 * Player statistics (/players/stats): everyone who played in a season,
 * ranked by a career stat (sortable columns, direction toggles, the first 50
 * rows), one expandable row at a time, CSV export. Sport (hub), season,
 * position and sort are in the URL.
 */
export default function PlayerLeadersPage() {
  useDocumentTitle("Player Statistics");
  const site = useSite();
  const isHub = !site.sport;
  const [sportParam] = useUrlState("sport", "");
  const [seasonParam] = useUrlState("season", "");
  const [position] = useUrlState("position", "");
  const [sortParam] = useUrlState("sort", "");
  const [dir] = useUrlState<"asc" | "desc">("dir", "desc");
  const set = useUrlStateSetter();
  const [expanded, setExpanded] = useState<number | null>(null);
  // The hub ranks one sport at a time (a season of all four sports is too many players to rank in the browser).
  const sport = isHub ? sportParam || HUB_DEFAULT_SPORT : (site.sport ?? "");
  const scope = isHub ? { sport__slug: sport } : {};
  const latest = useLatestPlayerSeason(scope);
  const season = parseSeasonYear(seasonParam) ?? latest.data ?? null;
  const pool = useSeasonPlayers({ ...scope, ...playerParams({ position, season }) }, { enabled: season != null });

  const players = useMemo(() => pool.data ?? [], [pool.data]);
  const columns = useMemo(() => statColumns(players), [players]);
  const sort = columns.includes(sortParam) ? sortParam : defaultSort(columns);
  // A career whose statistics miss some of its seasons is not ranked as if whole.
  const split = useMemo(() => splitByCoverage(players, sort), [players, sort]);
  const rows = useMemo(() => rankPlayers(split.ranked, sort, dir).slice(0, TABLE_CAP), [split, sort, dir]);
  const latestYear = latest.data ?? new Date().getFullYear();
  const years = Array.from({ length: SEASONS_OFFERED }, (_, i) => latestYear - i);

  const sortBy = (c: string) => set({ sort: c === defaultSort(columns) ? "" : c, dir: c === sort && dir === "desc" ? "asc" : "" });
  const exportCsv = () => {
    downloadText(`player-stats-${season ?? "all"}.csv`, leadersCsv(rows, columns));
    toast.success("Player statistics exported");
  };
  const loading = latest.isPending || (season != null && pool.isPending);
  const error = latest.error ?? pool.error;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb items={[{ label: "All Players", to: "/players" }, { label: "Player Statistics" }]} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Player Statistics</h1>
          <p className="mt-2 max-w-2xl text-secondary-600">
            Career totals of everyone who played in {season != null ? seasonLabel(season, sport) : "the season"}, ranked by the column you choose (first {TABLE_CAP}).
          </p>
        </div>
        <ExportCsvButton onClick={exportCsv} disabled={rows.length === 0} />
      </div>

      <FilterPanel label="Filter player statistics">
        {isHub && (
          <FilterSelect label="Sport" value={sport} options={SPORTS.map((s) => ({ value: s.slug, label: s.name }))} onChange={(v) => set({ sport: v === HUB_DEFAULT_SPORT ? "" : v, season: "", position: "", sort: "", dir: "" })} />
        )}
        <FilterSelect
          label="Season"
          value={season != null ? String(season) : ""}
          options={years.map((y) => ({ value: String(y), label: seasonLabel(y, sport) }))}
          onChange={(v) => set({ season: v === String(latest.data) ? "" : v })}
        />
        <FilterSelect label="Position" value={position} allLabel="All Positions" options={positionOptions(sport)} onChange={(v) => set({ position: v })} />
      </FilterPanel>

      <section aria-labelledby="player-stats-table" className="mt-6 rounded-lg border border-secondary-200 bg-white shadow-sm">
        <h2 id="player-stats-table" className="px-5 pt-4 text-lg font-semibold text-secondary-900">
          {sort ? `${statLabel(sort)} Leaders` : "Leaders"}
          {players.length > 0 && <span className="ml-2 text-sm font-normal text-secondary-600">of {formatCount(players.length)} players</span>}
        </h2>
        {!loading && !error && split.partial.length > 0 && (
          <p role="note" className="px-5 pt-1 text-sm text-secondary-600">
            Ranked: careers whose {statLabel(sort)} total counts every season they played. {formatCount(split.partial.length)}{" "}
            {split.partial.length === 1 ? "career" : "careers"} with statistics for only part of their seasons (a source that starts or stops mid-career) {split.partial.length === 1 ? "is" : "are"} not ranked.
          </p>
        )}
        <div className="p-5 pt-3">
          {loading ? (
            <TableSkeleton rows={10} columns={6} label="Loading player statistics…" />
          ) : error ? (
            <ErrorState message={errorMessage(error, "Failed to load player statistics")} onRetry={() => (latest.isError ? latest.refetch() : pool.refetch())} />
          ) : rows.length === 0 ? (
            <EmptyState
              variant="players"
              headingLevel={3}
              description={
                split.partial.length > 0
                  ? `No career of this season has ${statLabel(sort)} for every season it played, so none is ranked by it.`
                  : "No player statistics for this season and position."
              }
            />
          ) : (
            <DataTable
              className="relative -mx-5"
              tableClassName="min-w-full text-sm"
              caption={`Players ranked by ${statLabel(sort)}; select a column header to sort`}
              label="Player statistics table"
              columns={tableColumns(columns, sort, expanded, setExpanded)}
              rows={rows}
              rowKey={(p) => p.id}
              sort={{ field: sort, dir }}
              onSort={sortBy}
              rowClassName={(p) => (expanded === p.id ? "bg-primary-50" : "hover:bg-secondary-50")}
              detail={(p) => (expanded === p.id ? <PlayerDetails p={p} /> : null)}
              detailCellClassName="px-5 pb-4 text-sm text-secondary-800"
            />
          )}
        </div>
      </section>
    </div>
  );
}
