import type { Schemas } from "@/lib/openapi/types";

/** Championship shapes of GET /api/championships… (generated from the OpenAPI document). */

/** A sport as a championship or team names it. */
export type SportRef = Schemas["SportRef"];
export type Championship = Schemas["Championship"];
/** A team as a title's result names it (id and slug null when the team is not in the data). */
export type TeamRef = Schemas["ChampionshipTeam"];
/** One title game or series (GET /api/championships/championships/{slug}/games); series_result is "4-2" for a series, null for a single game. */
export type ChampionshipResult = Schemas["ChampionshipGame"];
/** A champion record (GET …/{slug}/champions and GET /api/championships/champions). */
export type ChampionRecord = Schemas["ChampionRecord"];
export type TeamTitleCount = Schemas["ChampionshipTeamCount"];
export type ChampionshipStats = Schemas["ChampionshipStats"];
