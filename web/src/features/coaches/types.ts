import type { Schemas } from "@/lib/openapi/types";

/** Coach shapes of GET /api/coaches… (generated from the OpenAPI document). */

/** A coach's record over games coached; its coverage is the seasons as head coach and those with a W-L record the record sums. */
export type CareerRecord = Schemas["CareerRecord"];
/** A coach in the directory (GET /api/coaches); awards are "Name Year" strings here. */
export type Coach = Schemas["Coach"];
/** A stint: consecutive seasons with one team in one role. */
export type Stint = Schemas["Stint"];
/** One season coached. */
export type CoachSeason = Schemas["CoachSeason"];
/** GET /api/coaches/{slug}: awards as records, titles, stints and seasons. */
export type CoachDetail = Schemas["CoachDetail"];
/** A row of GET /api/coaches/stats (head coaches' records over the timeframe; the coverage and rank count the timeframe's seasons). */
export type CoachStatRow = Schemas["CoachStatRow"];

export function coachPath(c: { slug?: string | null; id: number }): string {
  return `/coaches/${encodeURIComponent(c.slug || String(c.id))}`;
}
