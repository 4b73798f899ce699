import { Link } from "react-router";
import { formatDisplayDate } from "@/lib/dates";
import { leader, monogram, scoreText, teamSide, weekLabel, type Game, type Side } from "@/lib/games/game";
import { LivePulse, SportBadge, StatusBadge, TrophyIcon } from "@/components/GameBadges";

function TeamRow({ game, side, lead }: { game: Game; side: Side; lead: ReturnType<typeof leader> }) {
  const team = teamSide(game, side);
  const won = lead === side;
  const lost = lead !== null && lead !== "tie" && lead !== side;
  return (
    <div className="flex items-center gap-3 py-1.5">
      <span
        className="inline-flex h-7 min-w-11 shrink-0 items-center justify-center rounded bg-secondary-100 px-1.5 text-xs font-bold text-secondary-800"
        aria-hidden={team.abbreviation ? undefined : true}
      >
        {team.abbreviation || monogram(team.name)}
      </span>
      <span className={`min-w-0 flex-1 truncate ${won ? "font-semibold text-secondary-900" : "text-secondary-800"}`}>
        <span className="sr-only">{side === "away" ? "Away: " : "Home: "}</span>
        {team.name}
      </span>
      <span
        className={`text-xl tabular-nums ${won ? "font-bold text-secondary-900" : lost ? "font-medium text-secondary-600" : "font-semibold text-secondary-900"}`}
      >
        {scoreText(game, side)}
      </span>
    </div>
  );
}

/** A game on the scores list: links to /scores/{id}. Away above home (spec). */
export function GameCard({ game, showLevel = false }: { game: Game; showLevel?: boolean }) {
  const lead = leader(game);
  return (
    <Link
      to={`/scores/${game.id}`}
      className="block h-full rounded-lg border border-secondary-200 bg-white p-4 shadow-sm transition hover:border-primary-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <SportBadge game={game} />
        {game.status === "live" && <LivePulse />}
        {game.championship_name && (
          <span className="text-accent-700" title={game.championship_name}>
            <TrophyIcon />
            <span className="sr-only">{game.championship_name}</span>
          </span>
        )}
        <StatusBadge game={game} className="ml-auto" />
      </div>
      <div className="mt-3 divide-y divide-secondary-100">
        <TeamRow game={game} side="away" lead={lead} />
        <TeamRow game={game} side="home" lead={lead} />
      </div>
      <p className="mt-3 flex flex-wrap gap-x-2 text-xs text-secondary-600">
        <time dateTime={game.game_date}>{formatDisplayDate(game.game_date)}</time>
        {showLevel && game.level_name && <span>· {game.level_name}</span>}
        {game.week && <span>· {weekLabel(game.week)}</span>}
      </p>
    </Link>
  );
}
