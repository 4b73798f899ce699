import type { Schemas } from "@/lib/openapi/types";

/** Shapes the home page reads (generated from the OpenAPI document). */

export type HomeChampionship = Schemas["Championship"];
export type HomeChampion = Schemas["ChampionRecord"];
/** A game as the home page's coverage figures read it. */
export type HomeGame = Pick<Schemas["Game"], "id" | "slug" | "game_date" | "status">;
