/**
 * The finders' filters other than statistic bounds: choices (game type,
 * side, result, overtime, scale, a streak's span), switches (qualified,
 * whole careers) and the ranges, each the API's own parameter, and the
 * chip that says it is applied.
 */

import type { FinderId } from "./finders";

export interface Option {
  value: string;
  label: string;
}

/**
 * A filter picked from a short list: either every row (`any`, the
 * parameter left out) or, where the API has a default, that option
 * (`fallback`, also left out of the URL).
 */
export interface Choice {
  param: string;
  label: string;
  any?: string;
  fallback?: string;
  options: Option[];
}

/** Options from [value, label] pairs. */
const options = (...pairs: [string, string][]): Option[] => pairs.map(([value, label]) => ({ value, label }));

// The postseason is every playoff game, the final included (how the
// leagues count playoff streaks); the API's playoff type stops before the
// final, its championship type is the final alone.
const GAME_TYPES = options(
  ["regular", "Regular season"],
  ["postseason", "Postseason (every playoff game)"],
  ["playoff", "Playoff rounds before the final"],
  ["championship", "The final"],
);
const anyGame: Choice = { param: "game_type", label: "Games", any: "Any game", options: GAME_TYPES };
const streakGames: Choice = { param: "game_type", label: "Games", fallback: "regular", options: GAME_TYPES };
const location: Choice = { param: "location", label: "Side", any: "Home or away", options: options(["home", "Home"], ["away", "Away"], ["neutral", "Neutral site"]) };
const result: Choice = { param: "result", label: "Result", any: "Any result", options: options(["W", "Won"], ["L", "Lost"], ["T", "Tied"]) };
const overtime: Choice = { param: "overtime", label: "Overtime", any: "Any finish", options: options(["true", "Past regulation"], ["false", "Decided in regulation"]) };
const span: Choice = { param: "span", label: "Runs", fallback: "season", options: options(["season", "Within a season"], ["all", "Across seasons"]) };

/** The sport's rate scale beside per game (minutes for basketball and hockey, a full season for baseball). */
const SCALE: Record<string, [string, string]> = {
  basketball: ["36", "Per 36 minutes"],
  hockey: ["60", "Per 60 minutes"],
  baseball: ["162", "Per 162 games"],
};

const per = (...more: [string, string][]): Choice => ({ param: "per", label: "Figures", fallback: "total", options: options(["total", "Totals"], ["game", "Per game"], ...more) });

/**
 * A finder's choices. Streaks count regular-season games unless told
 * otherwise (the leagues keep playoff streaks apart); the other game
 * finders read every game type.
 */
export function choicesFor(tab: FinderId, sport: string): Choice[] {
  switch (tab) {
    case "player-seasons":
      return [SCALE[sport] ? per(SCALE[sport]) : per()];
    case "player-careers":
      return [per()];
    case "team-games":
      return [anyGame, location, result, overtime];
    case "player-games":
      return [anyGame, location, result];
    case "streaks":
      return [streakGames, span];
    default:
      return [];
  }
}

/** A yes-or-no filter (`qualified=true`). */
export interface Switch {
  param: string;
  label: string;
  chip: string;
}

export function switchesFor(tab: FinderId): Switch[] {
  if (tab === "player-seasons") return [{ param: "qualified", label: "Qualified only (the league's rule of the era)", chip: "Qualified" }];
  if (tab === "player-careers") return [{ param: "complete", label: "Whole careers only", chip: "Whole careers" }];
  return [];
}

/** A removable chip: its text and the parameters removing it clears. */
export interface ChipItem {
  keys: string[];
  text: string;
}

const range = (name: string, from: string | null, to: string | null): string | null => {
  if (from && to) return from === to ? `${name} ${from}` : `${name} ${from}–${to}`;
  if (from) return `${name} ${from} on`;
  if (to) return `${name} to ${to}`;
  return null;
};

/**
 * The chips of the filters other than statistic bounds that the URL
 * applies, in the panel's order: what a shared link asks shows on the
 * page even where the panel has no field for it (a league, dates).
 */
export function scopeChips(params: URLSearchParams, tab: FinderId, sport: string): ChipItem[] {
  const out: ChipItem[] = [];
  const push = (keys: string[], text: string | null) => {
    if (text) out.push({ keys, text });
  };
  const season = params.get("season");
  push(["season"], season ? `Season ${season}` : null);
  push(["season__gte", "season__lte"], range("Season", params.get("season__gte"), params.get("season__lte")));
  push(["league"], params.get("league") ? `League: ${params.get("league")!.toUpperCase()}` : null);
  push(["date__gte", "date__lte"], range("Dates", params.get("date__gte"), params.get("date__lte")));
  push(["age__gte", "age__lte"], range("Age", params.get("age__gte"), params.get("age__lte")));
  push(["position"], params.get("position") ? `Position: ${params.get("position")}` : null);
  for (const c of choicesFor(tab, sport)) {
    const v = params.get(c.param);
    if (!v || v === c.fallback) continue;
    push([c.param], c.options.find((o) => o.value === v)?.label ?? `${c.label}: ${v}`);
  }
  for (const s of switchesFor(tab)) push([s.param], params.get(s.param) === "true" ? s.chip : null);
  push(["length__gte"], params.get("length__gte") ? `At least ${params.get("length__gte")} games` : null);
  return out;
}
