import { useMemo } from "react";
import { Link } from "react-router";
import { DataTable, sortByColumn, useLocalSort, type Column } from "@/components/data-table";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import type { TeamDetail } from "@/lib/teams/types";
import { useTeamSchedule, type ScheduleGame } from "../api/get-team-schedule";
import { mediumDate, shortDate } from "@/lib/dates";
import { gameOutcome, opponentPrefix, recentResults, scheduleResult } from "../format";
import { Panel } from "@/components/Panel";

const OUTCOME_CLASS: Record<string, string> = {
  W: "text-green-800",
  L: "text-red-800",
  T: "text-secondary-800",
};

function Opponent({ game }: { game: ScheduleGame }) {
  const name = game.opponent.slug ? (
    <Link to={`/teams/${encodeURIComponent(game.opponent.slug)}`} className="text-primary-700 hover:text-primary-900 hover:underline">
      {game.opponent.name}
    </Link>
  ) : (
    game.opponent.name
  );
  return (
    <span>
      <span className="text-secondary-600">{opponentPrefix(game)}</span> {name}
      {game.opponent.abbreviation && (
        <>
          {" "}
          <span className="text-xs text-secondary-600">({game.opponent.abbreviation})</span>
        </>
      )}
    </span>
  );
}

function ResultCell({ game }: { game: ScheduleGame }) {
  const outcome = gameOutcome(game);
  const text = scheduleResult(game);
  const cls = outcome ? `font-semibold ${OUTCOME_CLASS[outcome]}` : "text-secondary-700";
  return (
    <Link to={`/scores/${encodeURIComponent(game.slug || String(game.id))}`} className={`${cls} hover:underline`}>
      {text}
    </Link>
  );
}

/** Date and start time as one sortable key (a doubleheader's games stay in order). */
const gameWhen = (g: ScheduleGame) => (g.game_time ? `${g.game_date}T${g.game_time}` : g.game_date);

const SCHEDULE_COLUMNS: Column<ScheduleGame>[] = [
  { key: "week", label: "Week", headerClassName: "px-5 py-2.5 font-semibold", cellClassName: "px-5 py-2.5 text-secondary-700", value: (g) => g.week ?? null },
  {
    key: "date",
    label: "Date",
    sortable: true,
    // The date tells the games apart: it stays in view while a phone scrolls to the result.
    sticky: true,
    cellClassName: "whitespace-nowrap px-3 py-2.5 text-secondary-700",
    value: gameWhen,
    format: (g) => <time dateTime={g.game_date}>{shortDate(g.game_date)}</time>,
  },
  { key: "opponent", label: "Opponent", value: (g) => `${opponentPrefix(g)} ${g.opponent.name}`, format: (g) => <Opponent game={g} /> },
  { key: "location", label: "Location", cellClassName: "px-3 py-2.5 text-secondary-700", value: (g) => g.venue_name || null },
  { key: "result", label: "Result", headerClassName: "px-5 py-2.5 font-semibold", cellClassName: "whitespace-nowrap px-5 py-2.5", value: (g) => scheduleResult(g), format: (g) => <ResultCell game={g} /> },
];

/** Schedule: Week, Date, Opponent, Location, Result; and the Recent Games panel. */
export function ScheduleTab({ team, year }: { team: TeamDetail; year: number }) {
  const schedule = useTeamSchedule(team.slug, year);
  const games = useMemo(() => schedule.data ?? [], [schedule.data]);
  const recent = recentResults(games);
  // In date order (the API's) until the Date header is used.
  const [sort, onSort] = useLocalSort({ field: "date", dir: "asc" });
  const rows = useMemo(() => sortByColumn(games, SCHEDULE_COLUMNS, sort), [games, sort]);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Panel
        title="Schedule"
        className="lg:col-span-2"
        action={
          // An iCalendar feed of the last year's games and those to come: a
          // calendar app subscribed to it follows reschedules and results.
          <a
            href={`/api/teams/${encodeURIComponent(team.slug)}/schedule.ics`}
            className="shrink-0 text-sm font-medium text-primary-700 hover:text-primary-900 hover:underline"
            title="Add the team's games (the last year and those to come) to your calendar app"
          >
            Subscribe to calendar
          </a>
        }
      >
        {schedule.isPending ? (
          <TableSkeleton rows={10} columns={5} label="Loading schedule…" />
        ) : schedule.isError ? (
          <ErrorState message={errorMessage(schedule.error)} onRetry={() => schedule.refetch()} />
        ) : games.length === 0 ? (
          <p className="py-6 text-center text-sm text-secondary-600">No schedule data available</p>
        ) : (
          <DataTable
            className="-mx-5"
            caption="Schedule"
            label="Schedule table"
            headerCellClassName="px-3 py-2.5 font-semibold"
            cellClassName="px-3 py-2.5"
            columns={SCHEDULE_COLUMNS}
            rows={rows}
            rowKey={(g) => g.id}
            sort={sort}
            onSort={onSort}
          />
        )}
      </Panel>

      <Panel title="Recent Games" className="self-start">
        {recent.length === 0 ? (
          <p className="text-sm text-secondary-600">Game results will appear here when available</p>
        ) : (
          <ul className="space-y-2">
            {recent.map((g) => {
              const outcome = gameOutcome(g)!;
              return (
                <li key={g.id}>
                  <Link
                    to={`/scores/${encodeURIComponent(g.slug || String(g.id))}`}
                    className="flex items-center gap-3 rounded-md border border-secondary-200 px-3 py-2 hover:border-primary-300 hover:bg-primary-50"
                  >
                    <span
                      className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                        outcome === "W" ? "bg-green-100 text-green-800" : outcome === "L" ? "bg-red-100 text-red-800" : "bg-secondary-100 text-secondary-800"
                      }`}
                    >
                      {outcome}
                    </span>
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block truncate font-medium text-secondary-900">
                        {opponentPrefix(g)} {g.opponent.name}
                      </span>
                      <span className="block text-xs text-secondary-600">{mediumDate(g.game_date)}</span>
                    </span>
                    <span className="text-sm font-semibold tabular-nums text-secondary-900">
                      {g.team_score}-{g.opponent_score}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </div>
  );
}
