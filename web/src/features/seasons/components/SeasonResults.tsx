import { useMemo } from "react";
import { Link } from "react-router";
import { DataTable, nameLinkColumn, rankColumn, sortByColumn, useLocalSort, type Column } from "@/components/data-table";
import { Panel } from "@/components/Panel";
import { Skeleton } from "@/components/Skeleton";
import { TrophyIcon } from "@/components/TrophyIcon";
import { formatLeaderValue, statLabel } from "@/lib/leaders";
import type { SeasonChampion, SeasonDetail } from "@/lib/seasons/types";
import { useSeasonLeaders } from "../api/get-season-leaders";
import { scoreUnit, teamRankings, type TeamRanking } from "../lib/rankings";
import { useSeasonStandings } from "./SeasonTabs";

function TeamName({ team, year }: { team: SeasonChampion; year: number }) {
  const name = team.team_name;
  return team.team_slug ? (
    <Link to={`/teams/${encodeURIComponent(team.team_slug)}/${year}`} className="font-semibold text-primary-800 hover:underline">
      {name}
    </Link>
  ) : (
    <span className="font-semibold text-secondary-900">{name}</span>
  );
}

/** Champion and Runner-up: the title's winner and the final's loser, with the final's result. */
export function ChampionPanel({ season }: { season: SeasonDetail }) {
  const { champion, runner_up: runnerUp } = season;
  return (
    <Panel title="Champion and Runner-up">
      {!champion ? (
        <p className="text-sm text-secondary-600">No champion decided in the data for this season.</p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md bg-accent-50 px-3 py-2 ring-1 ring-accent-200">
            <dt className="flex items-center gap-1 text-xs uppercase tracking-wide text-accent-900">
              <TrophyIcon className="size-3.5 text-accent-600" /> Champion
            </dt>
            <dd className="mt-1 text-lg">
              <TeamName team={champion} year={season.start_year} />
            </dd>
          </div>
          <div className="rounded-md bg-secondary-50 px-3 py-2 ring-1 ring-secondary-200">
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Runner-up</dt>
            <dd className="mt-1 text-lg">
              {runnerUp ? <TeamName team={runnerUp} year={season.start_year} /> : <span className="text-sm text-secondary-600">Not in the data</span>}
            </dd>
          </div>
        </dl>
      )}
      {champion && season.final_result && (
        <p className="mt-3 text-sm text-secondary-700">
          {season.championship?.name ?? season.championship_name ?? "Final"}: {season.final_result}
        </p>
      )}
    </Panel>
  );
}

/** Statistical Leaders: each category's top players of the season's league, by the league's qualifying rule of the era. */
export function LeadersPanel({ season }: { season: SeasonDetail }) {
  const q = useSeasonLeaders(season.slug);
  const cats = (q.data?.categories ?? []).filter((c) => c.results.length > 0);
  return (
    <Panel title="Statistical Leaders">
      {q.isPending ? (
        <div role="status" aria-busy="true" className="grid gap-3 sm:grid-cols-2">
          <span className="sr-only">Loading leaders…</span>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : q.isError ? (
        <p className="text-sm text-red-800">Leaders could not be loaded.</p>
      ) : cats.length === 0 ? (
        <p className="text-sm text-secondary-600">{q.data?.note ?? "No player statistics on file for this season."}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {cats.map((c) => (
            <section key={c.category} aria-label={`${c.category_name} leaders`} className="min-w-0 rounded-md border border-secondary-200 p-3">
              <h3 className="text-sm font-semibold text-secondary-900">
                {c.category_name} <span className="font-normal text-secondary-600">({statLabel(c.stat)})</span>
              </h3>
              <ol className="mt-2 space-y-1 text-sm">
                {c.results.map((l) => (
                  <li key={`${l.player_id}-${l.rank}`} className="flex items-baseline gap-2">
                    <span className="w-5 shrink-0 text-right tabular-nums text-secondary-500">{l.rank}</span>
                    <span className="min-w-0 flex-1 truncate">
                      <Link to={`/players/${encodeURIComponent(l.player_slug)}`} className="font-medium text-primary-800 hover:underline">
                        {l.player_name}
                      </Link>
                      {l.team_name && <span className="text-xs text-secondary-600"> · {l.team_name}</span>}
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums text-secondary-900">{formatLeaderValue(c.stat, l.value)}</span>
                  </li>
                ))}
              </ol>
              {c.qualification && <p className="mt-2 text-xs text-secondary-600">Qualified: {c.qualification}</p>}
            </section>
          ))}
        </div>
      )}
    </Panel>
  );
}

const num = (v: number | null) => (v == null ? "—" : v.toLocaleString("en-US", { minimumFractionDigits: 1 }));

/** Team Rankings: every team's scoring and allowing per game and its margin, sortable. */
export function TeamRankingsPanel({ season }: { season: SeasonDetail }) {
  const q = useSeasonStandings(season);
  const sport = season.sport?.slug;
  const unit = scoreUnit(sport);
  const [sort, onSort] = useLocalSort({ field: "margin", dir: "desc" });
  const rows = useMemo(() => teamRankings(q.rows, sport), [q.rows, sport]);
  const columns = useMemo<Column<TeamRanking>[]>(
    () => [
      rankColumn(),
      nameLinkColumn("team", "Team", (r) => r.name, (r) => (r.slug ? `/teams/${encodeURIComponent(r.slug)}/${season.start_year}` : "/teams")),
      { key: "games", label: "GP", abbr: "Games played", numeric: true, sortable: true, value: (r) => r.games, className: "hidden sm:table-cell" },
      { key: "for", label: `${unit.many} / G`, title: `${unit.many} scored per game`, numeric: true, sortable: true, value: (r) => r.forPerGame, format: (r) => num(r.forPerGame) },
      {
        key: "against",
        label: "Allowed / G",
        title: `${unit.many} allowed per game`,
        numeric: true,
        sortable: true,
        value: (r) => (r.againstPerGame == null ? null : -r.againstPerGame),
        format: (r) => num(r.againstPerGame),
        csv: (r) => r.againstPerGame,
      },
      {
        key: "margin",
        label: "Margin / G",
        title: `${unit.many} scored minus allowed, per game`,
        numeric: true,
        sortable: true,
        value: (r) => r.marginPerGame,
        format: (r) => (r.marginPerGame == null ? "—" : `${r.marginPerGame > 0 ? "+" : ""}${num(r.marginPerGame)}`),
      },
    ],
    [season.start_year, unit.many],
  );
  const sorted = useMemo(() => sortByColumn(rows, columns, sort), [rows, columns, sort]);
  const missing = rows.some((r) => r.forPerGame == null);
  if (!q.isPending && rows.length === 0) return null;
  return (
    <Panel title="Team Rankings">
      {q.isPending ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <DataTable columns={columns} rows={sorted} rowKey={(r) => r.id} caption={`${season.name ?? "Season"} team rankings`} sort={sort} onSort={onSort} />
          <p className="mt-3 text-xs text-secondary-600">
            Per game, from the season's final regular-season games; best first (fewest allowed ranks first).
            {missing && " — : the game logs miss too many of the team's games to count its scoring."}
          </p>
        </>
      )}
    </Panel>
  );
}
