import { describe, expect, it } from "vitest";
import { cfb1985, nba2015, nfl2015, nfl2026 } from "../testing/fixtures";
import { QUICK_FILTERS } from "@/lib/leagues";
import { decadeOptions, filterSeasons, seasonSummary, seasonYearsWithGames, toggleQuick } from "./filter";
import { asOfText, seasonDuration, seasonName, seasonStatus, statusText, leagueName } from "@/lib/seasons/season-text";

const all = [nfl2026, nfl2015, nba2015, cfb1985];
const none = { search: "", sport: "", level: "", status: "", decade: "" } as const;

describe("seasons filters", () => {
  it("builds decades from the earliest to the latest start year, newest first", () => {
    expect(decadeOptions(all)).toEqual([2020, 2010, 2000, 1990, 1980]);
    expect(decadeOptions([])).toEqual([]);
  });

  it("searches name, sport, league and champion, case-insensitively", () => {
    expect(filterSeasons(all, { ...none, search: "cavaliers" }).map((s) => s.id)).toEqual([nba2015.id]);
    expect(filterSeasons(all, { ...none, search: "BASKETBALL" })).toHaveLength(1);
    expect(filterSeasons(all, { ...none, search: "national football" }).map((s) => s.id)).toEqual([nfl2026.id, nfl2015.id]);
    expect(filterSeasons(all, { ...none, search: "fbs" }).map((s) => s.id)).toEqual([cfb1985.id]);
  });

  it("filters by sport, level, status and decade", () => {
    expect(filterSeasons(all, { ...none, sport: "football", level: "ncaa-d1" }).map((s) => s.id)).toEqual([cfb1985.id]);
    expect(filterSeasons(all, { ...none, status: "upcoming" }).map((s) => s.id)).toEqual([nfl2026.id]);
    expect(filterSeasons(all, { ...none, decade: "2010" }).map((s) => s.id)).toEqual([nfl2015.id, nba2015.id]);
  });

  it("quick filters toggle sport and level, and reset on a second click", () => {
    const cfb = QUICK_FILTERS.find((q) => q.label === "CFB")!;
    expect(toggleQuick(cfb, { sport: "", level: "" })).toEqual({ sport: "football", level: "ncaa-d1" });
    expect(toggleQuick(cfb, { sport: "football", level: "ncaa-d1" })).toEqual({ sport: "", level: "" });
    expect(QUICK_FILTERS.map((q) => q.label)).toEqual(["NFL", "NBA", "MLB", "NHL", "CFB", "CBB", "CBS", "CHK"]);
  });

  it("lists the years with games, of one sport when asked", () => {
    expect(seasonYearsWithGames(all)).toEqual([2015, 1985]);
    expect(seasonYearsWithGames(all, "basketball")).toEqual([2015]);
    expect(seasonYearsWithGames(undefined)).toEqual([]);
  });

  it("counts statuses and sports", () => {
    expect(seasonSummary(all)).toEqual({ active: 0, completed: 3, upcoming: 1, sports: 2 });
  });
});

describe("season display", () => {
  it("shows the start year, or start-end with a two-digit end year", () => {
    expect(seasonDuration({ start_year: 2015, end_year: 2016 })).toBe("2015-16");
    expect(seasonDuration({ start_year: 1999, end_year: 2000 })).toBe("1999-00");
    expect(seasonDuration({ start_year: 2024, end_year: 2024 })).toBe("2024");
  });

  it("falls back to the spec's defaults", () => {
    const noLeague = { name: "", abbreviation: "" };
    expect(seasonName({ name: "", start_year: 1990 })).toBe("1990 Season");
    expect(leagueName({ league: noLeague, sport: { name: "Hockey", slug: "hockey" } })).toBe("Hockey League");
    expect(leagueName({ league: noLeague, sport: { name: "", slug: "" } })).toBe("Sports League");
  });

  it("derives the status when the server sends none", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const base = { ...nfl2015, status: "" };
    expect(seasonStatus({ ...base, start_year: 2027 }, now)).toBe("upcoming");
    expect(seasonStatus({ ...base, start_year: 2020 }, now)).toBe("completed");
    expect(seasonStatus({ ...base, start_year: 2026, regular_season_start: null }, now)).toBe("active");
    expect(seasonStatus({ ...base, start_year: 2026, regular_season_start: "2026-12-01", playoffs_end: "2027-02-01" }, now)).toBe("upcoming");
    expect(seasonStatus({ ...base, start_year: 2026, regular_season_start: "2026-09-01", playoffs_end: "2026-11-01" }, now)).toBe("completed");
    expect(seasonStatus({ ...base, start_year: 2026, regular_season_start: "2026-09-01", playoffs_end: "2027-02-01" }, now)).toBe("active");
    expect(seasonStatus(nfl2026, now)).toBe("upcoming");
  });

  it("names a season in progress with the date its data runs to", () => {
    const mlb2026 = { ...nfl2015, start_year: 2026, status: "active", data_through: "2026-08-21", champion: null };
    expect(statusText(mlb2026)).toBe("In progress (data to Aug 21, 2026)");
    expect(asOfText(mlb2026)).toBe("as of Aug 21, 2026");
    expect(statusText({ ...nfl2015, status: "completed", data_through: "2016-02-07" })).toBe("Completed");
    expect(asOfText({ ...nfl2015, status: "completed", data_through: "2016-02-07" })).toBe("");
  });
});
