import type { Schemas } from "@/lib/openapi/types";

/** A champion record (GET /api/championships/champions): year is the year the title was decided (season end year). */
export type Champion = Schemas["ChampionRecord"];
