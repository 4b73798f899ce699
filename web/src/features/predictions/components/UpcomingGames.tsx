import { Spinner } from "@/components/Spinner";
import type { UpcomingGame } from "../types";

function when(g: UpcomingGame): string {
  const d = new Date(`${g.game_date}T00:00:00`);
  const day = Number.isNaN(d.getTime()) ? g.game_date : d.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric" });
  return g.game_time ? `${day} · ${g.game_time}` : day;
}

/**
 * Upcoming Games quick-predict: the next scheduled
 * games (at most 5); choosing one sets both teams and predicts it.
 */
export function UpcomingGames({
  games,
  loading,
  failed,
  disabled,
  leagueName,
  onPick,
}: {
  games: readonly UpcomingGame[] | undefined;
  loading: boolean;
  failed: boolean;
  disabled: boolean;
  leagueName: string;
  onPick: (game: UpcomingGame) => void;
}) {
  return (
    <section aria-labelledby="upcoming-title" className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <h2 id="upcoming-title" className="text-lg font-semibold text-secondary-900">
        Upcoming Games
      </h2>
      <p className="mt-1 text-sm text-secondary-600">Pick a scheduled game to predict it.</p>
      {loading ? (
        <Spinner label="Loading upcoming games…" />
      ) : failed ? (
        <p className="mt-4 text-sm text-secondary-700">The schedule could not be loaded.</p>
      ) : !games || games.length === 0 ? (
        <p className="mt-4 text-sm text-secondary-700">
          No upcoming {leagueName} games are scheduled in the data right now. Choose two teams above to predict any matchup.
        </p>
      ) : (
        <ul className="mt-4 space-y-2">
          {games.map((g) => (
            <li key={g.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(g)}
                className="w-full rounded-md border border-secondary-200 px-3 py-2 text-left hover:border-primary-300 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span className="block text-sm font-semibold text-secondary-900">
                  {g.away_team.name} at {g.home_team.name}
                </span>
                <span className="block text-xs text-secondary-600">{when(g)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
