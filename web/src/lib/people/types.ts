import type { Schemas } from "@/lib/openapi/types";

/** People as GET /api/players… returns them (generated from the OpenAPI document). */

export type NameSlug = Schemas["NameSlug"];
export type TeamRef = Schemas["TeamRef"];
/** Stats by name; a value the API cannot compute (NaN) is null (and an answer may send null for no map). */
export type StatMap = NonNullable<Schemas["Player"]["career_stats"]>;
export type Person = Schemas["Person"];
/** A player in the directory (awards are "Name Year" strings here; career_roles are the lines the career is shown by, the main one first). */
export type Player = Schemas["Player"];
export type Award = Schemas["AwardRecord"];
export type Title = Schemas["Title"];
/** One row of a player's career: a season with one team, or the season's multi-team total. */
export type PlayerSeason = Schemas["PlayerSeason"];
/** A career in one league (the API's career_by_league): AL and NL count as MLB, the BAA as NBA. */
export type CareerLeague = Schemas["CareerLeague"];
/** GET /api/players/{slug}: the directory fields plus bio, career totals (career_stats are the headline league's), seasons, awards and titles. */
export type PlayerDetail = Schemas["PlayerDetail"];

export function playerPath(p: { slug?: string | null; id: number }): string {
  return `/players/${encodeURIComponent(p.slug || String(p.id))}`;
}
