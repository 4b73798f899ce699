/**
 * Games whose date has passed but that have no result: the dataset keeps them
 * as 'scheduled' with no score. They are shown as "No result recorded",
 * never as upcoming.
 */

export const NO_RESULT_RECORDED = "No result recorded";

/** Today's date in the visitor's time zone, yyyy-MM-dd. */
export function localToday(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** A scheduled game dated before today: its result was never recorded. */
export function isUnrecorded(game: { status?: string | null; game_date?: string | null }, today: string = localToday()): boolean {
  const status = (game.status ?? "scheduled").toLowerCase();
  return status === "scheduled" && !!game.game_date && game.game_date.slice(0, 10) < today;
}
