import { isUnrecorded } from "@/lib/game-result";
import { Link } from "react-router";
import { LivePulse, SportBadge, StatusBadge, TrophyIcon } from "@/components/GameBadges";
import { formatLongDate } from "@/lib/dates";
import { formatGameTime, leader, periodLabel, scoreText, teamSide, type Side } from "@/lib/games/game";
import type { GameDetail } from "../api/get-game";
import { championshipName, formatCount, statusLabel, venueName } from "../lib/detail";
import { finalMark } from "../lib/line-score";

function TeamBlock({ game, side }: { game: GameDetail; side: Side }) {
  const team = teamSide(game, side);
  const lead = leader(game);
  // The higher score of a game that has started is green, the lower grey.
  const tone =
    lead === null || lead === "tie" ? "text-secondary-900" : lead === side ? "text-green-700" : "text-secondary-500";
  const record = side === "home" ? game.home_team_record : game.away_team_record;
  const name = team.slug ? (
    <Link to={`/teams/${team.slug}`} className="hover:text-primary-700 hover:underline">
      {team.name}
    </Link>
  ) : (
    team.name
  );
  return (
    <div className={`flex flex-1 flex-col items-center gap-1 text-center ${side === "home" ? "sm:items-start sm:text-left" : "sm:items-end sm:text-right"}`}>
      <span className="text-xs font-semibold uppercase tracking-wide text-secondary-600">{side === "home" ? "Home" : "Away"}</span>
      {team.abbreviation && (
        <span className="rounded bg-secondary-100 px-2 py-0.5 text-xs font-bold text-secondary-800">{team.abbreviation}</span>
      )}
      <h2 className="text-lg font-bold text-secondary-900 sm:text-2xl">{name}</h2>
      {record && (
        <span className="text-xs text-secondary-600">
          <span className="sr-only">Record: </span>
          {record}
        </span>
      )}
      <p className={`mt-1 text-5xl font-extrabold tabular-nums sm:text-6xl ${tone}`}>
        <span className="sr-only">{team.name} score: </span>
        {scoreText(game, side)}
      </p>
    </div>
  );
}

/** The game's header: badges, date, both teams and scores with VS between, championship, venue, attendance. */
export function GameHeader({ game }: { game: GameDetail }) {
  const period = periodLabel(game);
  const time = formatGameTime(game);
  const champ = championshipName(game);
  const venue = venueName(game);
  return (
    <section aria-label="Game summary" className="rounded-xl border border-secondary-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center gap-2">
        <SportBadge game={game} />
        {game.status === "live" && (
          <LivePulse>
            {(period || game.time_remaining) && (
              <span className="font-semibold normal-case text-secondary-800">
                {[period, game.time_remaining].filter(Boolean).join(" - ")}
              </span>
            )}
          </LivePulse>
        )}
        {game.status === "scheduled" && time && !isUnrecorded(game) ? (
          <span className="text-sm font-semibold text-primary-800">{time}</span>
        ) : game.status !== "live" ? (
          <StatusBadge game={game} text={finalMark(game) ? statusLabel(game) : undefined} />
        ) : null}
        <time dateTime={game.game_date} className="text-sm text-secondary-700 sm:ml-auto">
          {formatLongDate(game.game_date)}
        </time>
      </div>

      <div className="mt-6 flex items-start gap-2 sm:items-center sm:gap-6">
        <TeamBlock game={game} side="home" />
        <span className="self-center rounded-full bg-secondary-100 px-3 py-1 text-sm font-bold text-secondary-700" aria-hidden="true">
          VS
        </span>
        <TeamBlock game={game} side="away" />
      </div>

      {(champ || venue || game.attendance != null) && (
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-secondary-100 pt-4 text-sm text-secondary-700">
          {champ && (
            <li className="flex items-center gap-1.5 font-medium text-accent-800">
              <TrophyIcon />
              {champ}
            </li>
          )}
          {venue && (
            <li className="flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
                <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
                <circle cx="12" cy="10" r="2.5" />
              </svg>
              <span className="sr-only">Venue: </span>
              {venue}
            </li>
          )}
          {game.attendance != null && <li>Attendance: {formatCount(game.attendance)}</li>}
        </ul>
      )}
    </section>
  );
}
