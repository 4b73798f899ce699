/** Text helpers for team screens. */
import type { Team, TeamEra, TeamVenue } from "./types";

/** The country shown when a team has no state or country. */
export const DEFAULT_COUNTRY = "USA";

/** The abbreviation, or the first 3 letters of the name uppercased. */
export function teamMonogram(team: { abbreviation?: string | null; name?: string | null }): string {
  const abbr = team.abbreviation?.trim();
  if (abbr) return abbr;
  return (team.name ?? "").replace(/[^\p{L}\p{N}]/gu, "").slice(0, 3).toUpperCase();
}

/** "City, State" (or country) for cards; empty when the team has neither. */
export function teamPlace(team: Partial<Pick<Team, "city" | "state" | "country">>): string {
  return [team.city, team.state || team.country].filter((v) => !!v && v.trim()).join(", ");
}

/** Location as city plus state, or country, default USA (Team Information). */
export function teamLocation(team: Pick<Team, "city" | "state" | "country">): string {
  const region = team.state?.trim() || team.country?.trim() || DEFAULT_COUNTRY;
  return [team.city?.trim(), region].filter(Boolean).join(", ");
}

/** A venue's city and state, or country (Home Venue). */
export function venuePlace(venue: Pick<TeamVenue, "city" | "state" | "country">): string {
  const region = venue.state?.trim() || venue.country?.trim() || "";
  return [venue.city?.trim(), region].filter(Boolean).join(", ");
}

/** A number in the visitor's locale (or `locale`), e.g. capacity 19067 -> "19,067". */
export function formatCount(n: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

/**
 * A franchise's eras with consecutive runs of the same name and
 * abbreviation merged (the data sometimes splits one era where only the
 * recorded city differs, e.g. blank then "Toronto"). The merged era keeps
 * the non-empty city.
 */
export function mergeEras(eras: readonly TeamEra[] | null | undefined): TeamEra[] {
  const sorted = [...(eras ?? [])].sort((a, b) => a.first_season - b.first_season);
  const out: TeamEra[] = [];
  for (const e of sorted) {
    const prev = out[out.length - 1];
    const sameCity = !prev || !prev.city || !e.city || prev.city === e.city;
    if (prev && prev.name === e.name && (prev.abbreviation || "") === (e.abbreviation || "") && sameCity) {
      out[out.length - 1] = {
        ...prev,
        city: prev.city || e.city,
        first_season: Math.min(prev.first_season, e.first_season),
        last_season: Math.max(prev.last_season, e.last_season),
      };
    } else {
      out.push({ ...e });
    }
  }
  return out;
}
