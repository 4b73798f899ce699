import type { Schemas } from "@/lib/openapi/types";

/**
 * A team (franchise) as GET /api/teams lists it, and GET /api/teams/{slug}
 * with its names across eras (generated from the OpenAPI document). Shared
 * by the teams directory, team detail and team comparison features.
 */
export type Team = Schemas["Team"];
export type TeamDetail = Schemas["TeamDetail"];
/** One era of a franchise: a run of seasons under the same name, city and abbreviation. */
export type TeamEra = Schemas["TeamEra"];
export type TeamVenue = Schemas["TeamVenue"];
/** A league group of the teams list (NFL, MLB, NCAA D-I Football, ...) with its counts over the filtered list. */
export type TeamGroupCount = Schemas["TeamGroupCount"];
/** A team as far as it is known: a stand-in while the named team is looked up has its name alone. */
export type TeamShown = Pick<Team, "id" | "slug" | "name"> & Partial<Team>;

/** The path of a team's page: /teams/{slug, else id}. */
export function teamPath(team: Pick<Team, "slug" | "id">, year?: number | string | null): string {
  const ref = encodeURIComponent(team.slug || String(team.id));
  return year != null && year !== "" ? `/teams/${ref}/${year}` : `/teams/${ref}`;
}

/** The team's sport name (nested or flat). */
export function teamSportName(team: Partial<Pick<Team, "sport" | "sport_name">>): string {
  return team.sport?.name || team.sport_name || "";
}
