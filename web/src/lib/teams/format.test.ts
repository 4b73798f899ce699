import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY, formatCount, mergeEras, teamLocation, teamMonogram, teamPlace, venuePlace } from "./format";

describe("team text", () => {
  it("uses the abbreviation, else the first 3 letters of the name uppercased", () => {
    expect(teamMonogram({ name: "Los Angeles Lakers", abbreviation: "LAL" })).toBe("LAL");
    expect(teamMonogram({ name: "Abilene Chr", abbreviation: null })).toBe("ABI");
    expect(teamMonogram({ name: "St. John's", abbreviation: " " })).toBe("STJ");
  });

  it("shows location as city plus state, or country, default USA", () => {
    expect(DEFAULT_COUNTRY).toBe("USA");
    expect(teamLocation({ city: "Los Angeles", state: "California", country: "USA" })).toBe("Los Angeles, California");
    expect(teamLocation({ city: "Toronto", state: null, country: "Canada" })).toBe("Toronto, Canada");
    expect(teamLocation({ city: "Anderson", state: null, country: null })).toBe("Anderson, USA");
    expect(teamLocation({ city: null, state: null, country: null })).toBe("USA");
    expect(teamPlace({ city: "Anderson", state: null, country: null })).toBe("Anderson");
    expect(teamPlace({ city: null, state: null, country: null })).toBe("");
    expect(venuePlace({ city: "Toronto", state: "Ontario", country: "Canada" })).toBe("Toronto, Ontario");
    expect(venuePlace({ city: "London", state: null, country: "UK" })).toBe("London, UK");
  });

  it("formats counts for the locale", () => {
    expect(formatCount(19067, "en-US")).toBe("19,067");
    expect(formatCount(19067, "de-DE")).toBe("19.067");
  });

  it("merges consecutive eras with the same name and abbreviation", () => {
    const eras = mergeEras([
      { name: "Toronto Maple Leafs", city: "Toronto", abbreviation: "TOR", first_season: 2024, last_season: 2024 },
      { name: "Toronto Arenas", city: "", abbreviation: "TOA", first_season: 1917, last_season: 1918 },
      { name: "Toronto St. Patricks", city: "", abbreviation: "TRS", first_season: 1919, last_season: 1926 },
      { name: "Toronto Maple Leafs", city: "", abbreviation: "TOR", first_season: 1927, last_season: 2023 },
    ]);
    expect(eras.map((e) => [e.name, e.first_season, e.last_season, e.city])).toEqual([
      ["Toronto Arenas", 1917, 1918, ""],
      ["Toronto St. Patricks", 1919, 1926, ""],
      ["Toronto Maple Leafs", 1927, 2024, "Toronto"],
    ]);
  });

  it("keeps a return to an earlier identity as its own era", () => {
    const eras = mergeEras([
      { name: "Oakland Raiders", city: "Oakland", abbreviation: "OAK", first_season: 1960, last_season: 1981 },
      { name: "Los Angeles Raiders", city: "Los Angeles", abbreviation: "LARD", first_season: 1982, last_season: 1994 },
      { name: "Oakland Raiders", city: "Oakland", abbreviation: "OAK", first_season: 1995, last_season: 2019 },
    ]);
    expect(eras).toHaveLength(3);
    expect(mergeEras(undefined)).toEqual([]);
  });
});
