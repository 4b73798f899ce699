/**
 * Which dates the scores list shows. A range in the URL is the visitor's
 * choice and is shown as it is. Without one the default applies
 * (football: this week; else today); when that default has no games for the
 * site (our data ends in the past), the list falls back to the latest day
 * with games (the latest week for football), found through /api/games/recent,
 * and says so.
 */
import { defaultRange, formatRange, normalizeRange, weekRange, type DateRange, type IsoDate } from "@/lib/dates";
import { ALL, matchesSport } from "@/lib/games/filters";
import type { Game } from "@/lib/games/game";

export interface RangeChoice {
  /** The range the URL asks for, or the default. */
  range: DateRange;
  /** Whether the visitor chose it (from/to in the URL). */
  userChosen: boolean;
}

/** The range from the URL's from/to, else the default for the sport. */
export function chooseRange(params: { from: string | null; to: string | null }, sport: string | null, today: IsoDate): RangeChoice {
  if (params.from !== null || params.to !== null) return { range: normalizeRange(params.from, params.to), userChosen: true };
  return { range: defaultRange(sport, today), userChosen: false };
}

/** Whether to look for the latest games: the default range loaded and holds none of the sport's games. */
export function needsFallback(choice: RangeChoice, games: readonly Game[] | undefined, sport: string | null): boolean {
  if (choice.userChosen || !games) return false;
  return !games.some((g) => matchesSport(g, sport ?? ALL));
}

/** The range around the latest game date: that week for football, else that day. */
export function fallbackRange(latest: IsoDate, sport: string | null): { from: IsoDate; to: IsoDate } {
  return sport === "football" ? weekRange(latest) : { from: latest, to: latest };
}

/** The note shown over a fallback: "No games today — showing the latest games, Dec 15, 2025". */
export function fallbackNote(range: DateRange, sport: string | null): string {
  return `No games ${sport === "football" ? "this week" : "today"} — showing the latest games, ${formatRange(range)}`;
}
