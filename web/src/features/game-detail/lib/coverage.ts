import type { GameDetail } from "../api/get-game";

/** "a", "a and b", "a, b and c" (or "or"). */
function listText(items: string[], conj = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conj} ${items[items.length - 1]}`;
}

/**
 * One line saying what the data holds for the game and what it lacks, so a
 * page without a box score or line score says why instead of showing empty
 * tabs. Play-by-play is in no source of the dataset.
 */
export function coverageLine(game: GameDetail): string {
  const has: string[] = [];
  const lacks: string[] = [];
  const scored = game.status !== "scheduled" && game.home_score != null && game.away_score != null;
  if (scored) has.push(game.status === "final" ? "the final score" : "the score");
  const line = game.line_score;
  if (line && line.periods.length > 0) has.push("the score by period");
  else if (line && game.sport_slug === "baseball") {
    has.push("runs, hits and errors");
    lacks.push("runs by inning");
  } else if (scored) lacks.push("the score by period");
  const box = game.box_score;
  if (box) {
    if (box.teams.length > 0) has.push("team totals");
    if (box.players.length > 0) has.push("player lines");
  } else if (scored) lacks.push("a box score");
  if (game.venue?.name || game.venue_name) has.push("the venue");
  if (game.attendance != null) has.push("attendance");
  else if (scored) lacks.push("attendance");
  if ((game.officials ?? []).length > 0) has.push("officials");
  else lacks.push("officials");
  lacks.push("play-by-play");
  const held = has.length > 0 ? `The data holds ${listText(has)} for this game` : "The data holds no result for this game";
  return `${held}; not ${listText(lacks, "or")}.`;
}
