import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState, reloadPage } from "@/components/ErrorState";
import { CardGridSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import { seasonLabel } from "@/lib/season";
import { useDocumentTitle } from "@/lib/use-document-title";
import { playerParams, usePlayers } from "./api/get-players";
import { peopleTotalsQueryOptions } from "@/lib/people/get-totals";
import { useLatestPlayerSeason } from "@/lib/people/get-season-players";
import { FilterPanel } from "@/components/filters/FilterPanel";
import { FilterSelect } from "@/components/filters/FilterSelect";
import { Pager } from "@/components/Pager";
import { SearchField } from "@/components/filters/SearchField";
import { StatTile } from "@/components/StatTile";
import { PlayerCard } from "./components/PlayerCard";
import { formatCount, yearsDown } from "@/lib/people/format";
import { positionOptions, SPORTS } from "@/lib/people/positions";
import { useDirectoryFilters } from "@/lib/use-directory-filters";
import { useTeamOptions } from "@/lib/teams/use-team-options";
import pageIntros from "@/app/page-intros.json";

const PAGE_SIZE = 24;

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "injured", label: "Injured" },
  { value: "retired", label: "Retired" },
  { value: "inactive", label: "Inactive" },
];

/**
 * Players directory: search, sport (hub), position, team,
 * status and season filters in the URL, summary tiles, cards with career
 * stats and awards, 12 skeletons while loading, paging.
 */
export default function PlayersPage() {
  useDocumentTitle("Players");
  const { isHub, q, search, sportParam, sport, position, team, status, seasonParam, season, page, set, change, setPage } = useDirectoryFilters();
  const [expanded, setExpanded] = useState<number | null>(null);

  const filters = { search, sport: isHub ? sportParam : "", position, team, status: status === "injured" ? "" : status, season };
  const base = playerParams(filters);
  // Injury reports are not in the dataset: the injured filter matches nobody, without a request.
  const injured = status === "injured";
  const list = usePlayers({ ...base, page, page_size: PAGE_SIZE }, { enabled: !injured });
  // The tiles count every player the filters match (the API sums them); they wait for the cards, so the first paint is not held up.
  const totals = useQuery({ ...peopleTotalsQueryOptions("players", base), enabled: !injured && list.isSuccess });
  const teams = useTeamOptions(sport, isHub);
  // Seasons offered: from the latest season with player data (the hub without a sport: this year) down.
  const latest = useLatestPlayerSeason(isHub && sportParam ? { sport__slug: sportParam } : {}, { enabled: !isHub || !!sportParam });

  const count = injured ? 0 : (list.data?.count ?? 0);
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const players = injured ? [] : (list.data?.results ?? []);
  const filtered = !!(q || sportParam || position || team || status || season);
  const seasonOptions = yearsDown(latest.data ?? new Date().getFullYear()).map((y) => ({ value: String(y), label: seasonLabel(y, sport || null) }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{pageIntros.players.title}</h1>
          <p className="mt-2 max-w-2xl text-secondary-600">{pageIntros.players.intro}</p>
        </div>
        <Link
          to="/players/stats"
          className="inline-flex items-center justify-center gap-2 self-start rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 sm:self-auto"
        >
          Player Statistics
        </Link>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Active Players" value={injured || (status && status !== "active") ? "0" : totals.data ? formatCount(totals.data.active) : "…"} />
        <StatTile label="Total Championships" value={injured ? "0" : totals.data ? formatCount(totals.data.championships) : "…"} />
        <StatTile label="All-Star Selections" value={injured ? "0" : totals.data ? formatCount(totals.data.all_star_selections ?? 0) : "…"} />
        <StatTile label="Sports Covered" value={isHub ? (totals.data ? String(totals.data.sports || SPORTS.length) : "…") : "1"} />
      </dl>

      <FilterPanel label="Filter players">
        <div className="sm:col-span-2 lg:col-span-3 xl:col-span-2">
          <SearchField label="Search players" value={q} onChange={(v) => set({ q: v, page: "" })} placeholder="Player name" />
        </div>
        {isHub && (
          <FilterSelect
            label="Sport"
            value={sportParam}
            allLabel="All Sports"
            options={SPORTS.map((s) => ({ value: s.slug, label: s.name }))}
            onChange={(v) => change({ sport: v, position: "", team: "" })}
          />
        )}
        <FilterSelect label="Position" value={position} allLabel="All Positions" options={positionOptions(sport)} onChange={(v) => change({ position: v })} />
        <FilterSelect
          label="Team"
          value={team}
          // Short enough for the narrowest column of the filter grid; the title says why.
          allLabel={teams.disabled ? "Pick a sport" : "All Teams"}
          hint={teams.disabled ? "Choose a sport first: teams are listed per sport" : undefined}
          options={teams.options}
          disabled={teams.disabled && !team}
          onChange={(v) => change({ team: v })}
        />
        <FilterSelect label="Status" value={status} allLabel="All Statuses" options={STATUS_OPTIONS} onChange={(v) => change({ status: v })} />
        <FilterSelect label="Season" value={seasonParam} allLabel="All Seasons" options={seasonOptions} onChange={(v) => change({ season: v })} />
      </FilterPanel>

      <section aria-labelledby="players-results" className="mt-6">
        <h2 id="players-results" className="sr-only">
          Players
        </h2>
        {!injured && list.isPending ? (
          <CardGridSkeleton count={12} label="Loading players…" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        ) : !injured && list.isError ? (
          <ErrorState message={errorMessage(list.error, "Failed to load players data")} onRetry={reloadPage} />
        ) : players.length === 0 ? (
          <EmptyState variant="players" description={injured ? "Injury reports are not part of the dataset." : undefined} />
        ) : (
          <>
            <p role="status" aria-live="polite" className="mb-4 text-sm text-secondary-600">
              {formatCount(count)} {count === 1 ? "player" : "players"}
              {filtered ? " match" : ""}
              {pages > 1 ? ` · showing ${formatCount((page - 1) * PAGE_SIZE + 1)}–${formatCount(Math.min(count, page * PAGE_SIZE))}` : ""}
            </p>
            <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? "opacity-60" : ""}`}>
              {players.map((p) => (
                <PlayerCard key={p.id} player={p} expanded={expanded === p.id} onToggle={() => setExpanded((id) => (id === p.id ? null : p.id))} />
              ))}
            </ul>
            <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
