import { describe, expect, it } from "vitest";
import {
  MAX_SEASON_OPTIONS,
  calendarSeasonYear,
  defaultSeasonYear,
  parseSeasonYear,
  resolveSeason,
  seasonLabel,
  seasonOptions,
  seasonYears,
} from "./season";

const d = (iso: string) => new Date(`${iso}T12:00:00`);

describe("calendar rule", () => {
  it.each([
    ["2024-01-15", 2023],
    ["2024-07-31", 2023],
    ["2024-08-01", 2024],
    ["2024-12-31", 2024],
  ])("on %s the season is %i", (date, year) => {
    expect(calendarSeasonYear(d(date))).toBe(year);
  });
});

describe("default season", () => {
  it("is the calendar season when it has data", () => {
    expect(defaultSeasonYear([2025, 2024, 2023], d("2025-03-01"))).toBe(2024);
  });

  it("falls back to the latest season with data", () => {
    expect(defaultSeasonYear([2021, 2022, 2019], d("2025-03-01"))).toBe(2022);
  });

  it("is the calendar season without a list", () => {
    expect(defaultSeasonYear(undefined, d("2025-09-01"))).toBe(2025);
    expect(defaultSeasonYear([], d("2025-09-01"))).toBe(2025);
  });
});

describe("season options", () => {
  it("run from the default plus one down, at most 20", () => {
    const opts = seasonOptions({ now: d("2024-03-01") });
    expect(opts).toHaveLength(MAX_SEASON_OPTIONS);
    expect(opts[0]).toBe(2024);
    expect(opts[19]).toBe(2005);
  });

  it("never go below 1920", () => {
    const opts = seasonOptions({ now: new Date(1930, 0, 1) });
    expect(opts[0]).toBe(1930);
    expect(opts.at(-1)).toBe(1920);
    expect(opts).toHaveLength(11);
  });

  it("use the seasons with data when given, newest first, at most 20", () => {
    const years = Array.from({ length: 40 }, (_, i) => 1980 + i);
    const opts = seasonOptions({ available: years });
    expect(opts).toHaveLength(20);
    expect(opts[0]).toBe(2019);
    expect(opts.at(-1)).toBe(2000);
  });

  it("keep the selected season in the list", () => {
    const opts = seasonOptions({ available: [2024, 2023, 2022], selected: 1999 });
    expect(opts).toEqual([2024, 2023, 2022, 1999]);
  });
});

describe("labels", () => {
  it("use start-end with a two-digit end year", () => {
    expect(seasonLabel(2023, "basketball")).toBe("2023-24 Season");
    expect(seasonLabel(1999, "hockey")).toBe("1999-00 Season");
    expect(seasonLabel(2023, "football")).toBe("2023-24 Season");
    expect(seasonLabel(2023, null)).toBe("2023-24 Season");
  });

  it("use one year for baseball", () => {
    expect(seasonLabel(2023, "baseball")).toBe("2023 Season");
    expect(seasonYears(2023, "baseball")).toBe("2023");
  });
});

describe("resolving the selected season", () => {
  const now = d("2024-10-01");
  it("prefers the URL, then storage, then the default", () => {
    expect(resolveSeason({ fromUrl: 2010, stored: 2015, now })).toBe(2010);
    expect(resolveSeason({ stored: 2015, now })).toBe(2015);
    expect(resolveSeason({ now })).toBe(2024);
  });

  it("ignores a stored season without data", () => {
    expect(resolveSeason({ stored: 1950, available: [2022, 2021], now })).toBe(2022);
  });

  it("parses years from text", () => {
    expect(parseSeasonYear("2023")).toBe(2023);
    expect(parseSeasonYear("1919")).toBeNull();
    expect(parseSeasonYear("abc")).toBeNull();
    expect(parseSeasonYear(null)).toBeNull();
  });
});
