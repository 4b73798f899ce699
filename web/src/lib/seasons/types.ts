import type { Schemas } from "@/lib/openapi/types";

/** A league season as GET /api/seasons and /api/seasons/{slug} return it (generated from the OpenAPI document). */
export type NameSlug = Schemas["NameSlug"];
export type SeasonChampion = Schemas["SeasonChampion"];
/** What a season's status says: one of these, as the API writes it. */
export type SeasonStatus = "active" | "completed" | "upcoming";
export type Season = Schemas["Season"];
/** The detail adds the best regular-season record, the final's loser (null: no final in the data) and its result ("4-2" or the score). */
export type SeasonDetail = Schemas["SeasonDetail"];
