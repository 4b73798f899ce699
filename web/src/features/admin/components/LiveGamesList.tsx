import { useState } from "react";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { ListSkeleton } from "@/components/Skeleton";
import { LivePulse } from "@/components/GameBadges";
import { useLiveGames } from "@/lib/games/get-live-games";
import type { LiveGame } from "@/lib/games/live-patch";
import { scoreText, statusText, teamSide, type Side } from "@/lib/games/game";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useIngestGame } from "../api/ingest-game";
import { quickUpdateBody, type QuickChange } from "../lib/live-form";

/** Points one click adds, by sport (a "−1" undoes a slip). */
export function quickPoints(sport: string | null | undefined): number[] {
  switch (sport) {
    case "football":
      return [1, 2, 3, 6];
    case "basketball":
      return [1, 2, 3];
    case "baseball":
    case "hockey":
      return [1];
    default:
      return [1, 2, 3];
  }
}

const btn =
  "rounded-md border border-secondary-300 bg-white px-2.5 py-1.5 text-sm font-semibold text-secondary-800 hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50";

function SideRow({ game, side, onQuick, disabled }: { game: LiveGame; side: Side; onQuick: (c: QuickChange) => void; disabled: boolean }) {
  const team = teamSide(game, side);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <span className="min-w-40 flex-1">
        <span className="block text-xs font-semibold uppercase tracking-wide text-secondary-600">{side === "away" ? "Away" : "Home"}</span>
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium text-secondary-900">{team.name}</span>
          <span className="text-xl font-bold tabular-nums text-secondary-900">{scoreText(game, side)}</span>
        </span>
      </span>
      <span className="flex gap-1" role="group" aria-label={`${team.name} score`}>
        <button type="button" className={btn} disabled={disabled} aria-label={`${team.name} −1`} onClick={() => onQuick({ side, points: -1 })}>
          −1
        </button>
        {quickPoints(game.sport_slug).map((p) => (
          <button key={p} type="button" className={btn} disabled={disabled} aria-label={`${team.name} +${p}`} onClick={() => onQuick({ side, points: p })}>
            +{p}
          </button>
        ))}
      </span>
    </div>
  );
}

function LiveGameRow({ game, onEdit }: { game: LiveGame; onEdit: (g: LiveGame) => void }) {
  const ingest = useIngestGame();
  const [error, setError] = useState<string | null>(null);
  const canQuick = quickUpdateBody(game, { nextPeriod: true }) !== null;
  const send = (change: QuickChange) => {
    const body = quickUpdateBody(game, change);
    if (!body) return;
    setError(null);
    ingest.mutate(body, {
      onError: (err) => {
        const msg = errorMessage(err);
        setError(msg);
        toast.error(msg);
      },
    });
  };
  const busy = ingest.isPending;
  return (
    <li className="rounded-lg border border-secondary-200 bg-white p-4 shadow-sm" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <LivePulse />
        <span className="text-sm font-semibold text-secondary-800">{statusText(game)}</span>
        <span className="text-xs text-secondary-600">
          #{game.id}
          {game.external_id ? ` · ${game.external_id}` : ""}
        </span>
      </div>
      <div className="mt-2 divide-y divide-secondary-100">
        <SideRow game={game} side="away" onQuick={send} disabled={busy || !canQuick} />
        <SideRow game={game} side="home" onQuick={send} disabled={busy || !canQuick} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={btn} disabled={busy || !canQuick} onClick={() => send({ nextPeriod: true })}>
          Next period
        </button>
        <button
          type="button"
          className="rounded-md bg-secondary-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-secondary-900 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={busy || !canQuick}
          onClick={() => send({ status: "final" })}
        >
          Final
        </button>
        <button type="button" className={btn} onClick={() => onEdit(game)}>
          Edit
        </button>
      </div>
      {!canQuick && (
        <p className="mt-2 text-xs text-secondary-600">Imported from a data source, so it has no external id to update it by: correct its score under Corrections.</p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/** The games in progress (GET /api/games/live, kept current by the live stream) with one-click score changes. */
export function LiveGamesList({ onEdit }: { onEdit: (g: LiveGame) => void }) {
  const live = useLiveGames({}, { allSites: true });
  if (live.isPending) return <ListSkeleton />;
  if (live.isError) return <ErrorState message={errorMessage(live.error)} onRetry={() => void live.refetch()} />;
  // Each game carries its external id (null for an imported game): the quick buttons send it.
  const games: LiveGame[] = live.data.results;
  if (!games.length) return <EmptyState variant="games" title="No live games" description="Games you enter with status Live appear here." headingLevel={3} />;
  return (
    <ul className="grid gap-4" aria-label="Live games">
      {games.map((g) => (
        <LiveGameRow key={g.id} game={g} onEdit={onEdit} />
      ))}
    </ul>
  );
}
