import { Badge } from "@/components/Badge";
import { isUnrecorded } from "@/lib/game-result";
import { sportName, statusText, statusTone, type Game } from "@/lib/games/game";

/** The game's sport as a badge. */
export function SportBadge({ game }: { game: Game }) {
  const name = sportName(game);
  if (!name) return null;
  return (
    <Badge tone="accent" className="uppercase tracking-wide">
      {name}
    </Badge>
  );
}

/** The status badge: colour by status; text per statusText unless the page knows more (`text`). */
export function StatusBadge({ game, text, className = "" }: { game: Game; text?: string; className?: string }) {
  return (
    <Badge tone={isUnrecorded(game) ? "neutral" : statusTone(game.status)} className={className}>
      {text ?? statusText(game)}
    </Badge>
  );
}

/** The pulsing LIVE marker of a game in progress. */
export function LivePulse({ children }: { children?: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-red-700">
      <span className="relative flex size-2.5" aria-hidden="true">
        <span className="absolute inline-flex size-full rounded-full bg-red-500 opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
      </span>
      Live
      {children}
    </span>
  );
}

/** A trophy: the game decided a championship. */
export function TrophyIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a2 2 0 0 0 2 4h1M16 6h3a2 2 0 0 1-2 4h-1M12 13v4M8 20h8M9.5 17h5" />
    </svg>
  );
}
