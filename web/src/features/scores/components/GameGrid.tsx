import { useState } from "react";
import type { Game } from "@/lib/games/game";
import { GameCard } from "./GameCard";

/** Cards appear one after another, 0.08 s apart. */
export const CARD_STAGGER_S = 0.08;
/** Cards rendered at first and added by each "Show more". */
export const GAMES_BATCH = 50;
/** Later cards share the last delay so a long list does not trickle in for seconds. */
const MAX_STAGGER_STEPS = 12;

/** Fade and rise in; plain CSS (no JS per frame), skipped under prefers-reduced-motion. */
const CARD_KEYFRAMES = "@keyframes almanac-card-in{from{opacity:0;transform:translateY(16px)}to{opacity:1;transform:none}}";

/** The delay of the n-th card of a batch: 0.08 s steps, capped. */
export function staggerDelay(n: number): number {
  return Math.round(Math.min(Math.max(n, 0), MAX_STAGGER_STEPS) * CARD_STAGGER_S * 100) / 100;
}

/**
 * The game cards in a two-column grid, staggered in at 0.08 s. A long list
 * shows GAMES_BATCH cards and a button for more.
 */
export function GameGrid({ games, showLevel = false }: { games: readonly Game[]; showLevel?: boolean }) {
  const [limit, setLimit] = useState(GAMES_BATCH);
  const shown = games.slice(0, limit);
  const batchStart = limit - GAMES_BATCH;
  const remaining = games.length - shown.length;
  return (
    <>
      <style href="almanac-card-in" precedence="default">
        {CARD_KEYFRAMES}
      </style>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Games">
        {shown.map((g, i) => (
          <li
            key={g.id}
            className="motion-safe:animate-[almanac-card-in_0.3s_ease-out_both]"
            style={{ animationDelay: `${staggerDelay(i - batchStart)}s` }}
          >
            <GameCard game={g} showLevel={showLevel} />
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => setLimit((l) => l + GAMES_BATCH)}
            className="rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100"
          >
            Show more games ({remaining.toLocaleString("en-US")} more)
          </button>
        </div>
      )}
    </>
  );
}
