import { describe, expect, it } from "vitest";
import { championshipFixture } from "@/testing/api-fixtures";
import { filterChampionships, isContestedIn, sportOptions, summarize } from "./filter";

const football = { name: "Football", slug: "football" };
const basketball = { name: "Basketball", slug: "basketball" };
const list = [
  championshipFixture({ id: 1, slug: "super-bowl", name: "Super Bowl", first_year: 1967, last_year: null, sport: football, latest_champion: { team_name: "Seattle Seahawks", team_slug: null, year: 2026 } }),
  championshipFixture({ id: 2, slug: "afl", name: "AFL Championship", first_year: 1960, last_year: 1969, sport: football }),
  championshipFixture({ id: 3, slug: "nba-finals", name: "NBA Championship", first_year: 1947, last_year: null, sport: basketball, latest_champion: { team_name: "Boston Celtics", team_slug: null, year: 2024 } }),
  championshipFixture({ id: 4, slug: "aba", name: "ABA Championship", first_year: 1968, last_year: 1976, sport: basketball }),
];

describe("championship filters", () => {
  it("keeps championships contested in the season: first_year <= season and last_year absent or >= season", () => {
    expect(isContestedIn({ first_year: 1967, last_year: null }, 2025)).toBe(true);
    expect(isContestedIn({ first_year: 1967, last_year: null }, 1966)).toBe(false);
    expect(isContestedIn({ first_year: 1960, last_year: 1969 }, 1969)).toBe(true);
    expect(isContestedIn({ first_year: 1960, last_year: 1969 }, 1970)).toBe(false);
    expect(isContestedIn({ first_year: null, last_year: null }, 1900)).toBe(true);
  });

  it("searches the name or the sport name, case-insensitively", () => {
    expect(filterChampionships(list, { search: "bowl" }).map((c) => c.id)).toEqual([1]);
    expect(filterChampionships(list, { search: "BASKET" }).map((c) => c.id)).toEqual([3, 4]);
    expect(filterChampionships(list, { search: "  " })).toHaveLength(4);
  });

  it("filters by sport slug and applies the season relevance only when on", () => {
    expect(filterChampionships(list, { sport: "basketball" }).map((c) => c.id)).toEqual([3, 4]);
    expect(filterChampionships(list, { season: 2025, relevant: true }).map((c) => c.id)).toEqual([1, 3]);
    expect(filterChampionships(list, { season: 1968, relevant: true }).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(filterChampionships(list, { season: 2025, relevant: false })).toHaveLength(4);
    expect(filterChampionships(list, { season: 1965, relevant: true, sport: "football" }).map((c) => c.id)).toEqual([2]);
  });

  it("lists each sport once, by name", () => {
    expect(sportOptions(list)).toEqual([basketball, football]);
  });

  it("counts championships, sports and years of history", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(summarize(list, now)).toEqual({ championships: 4, sports: 2, yearsOfHistory: 2026 - 1947 + 1 });
    expect(summarize([list[1]], now)).toEqual({ championships: 1, sports: 1, yearsOfHistory: 10 });
    expect(summarize([], now)).toEqual({ championships: 0, sports: 0, yearsOfHistory: 0 });
  });
});
