import { describe, expect, it } from "vitest";
import { daysBefore } from "../api/get-games";
import { championshipFixture } from "@/testing/api-fixtures";
import { activeCount, dataCoverage, formatDay, mainChampionship } from "./figures";
import { leagueBadge, recordOrW } from "./league";
import { baseDomain, currentSiteId, siteHref, SITES } from "./sister-sites";

describe("league badge", () => {
  it("guesses the league from the championship name", () => {
    expect(leagueBadge("Super Bowl")).toBe("NFL");
    expect(leagueBadge("NFL Championship")).toBe("NFL");
    expect(leagueBadge("NBA Championship")).toBe("NBA");
    expect(leagueBadge("World Series")).toBe("MLB");
    expect(leagueBadge("Stanley Cup")).toBe("NHL");
    expect(leagueBadge("Men's College World Series")).toBe("NCAA");
    expect(leagueBadge("NCAA Men's Ice Hockey Championship")).toBe("NCAA");
    expect(leagueBadge("AVCO Cup")).toBe("Sports");
    expect(leagueBadge(undefined)).toBe("Sports");
  });

  it("shows the record, else W", () => {
    expect(recordOrW("11-3")).toBe("11-3");
    expect(recordOrW(null)).toBe("W");
    expect(recordOrW("  ")).toBe("W");
  });
});

describe("sister sites", () => {
  it("finds the hub's domain from any site's host", () => {
    expect(baseDomain("localhost")).toBe("localhost");
    expect(baseDomain("nba.localhost")).toBe("localhost");
    expect(baseDomain("NFL.almanac.example")).toBe("almanac.example");
    expect(baseDomain("almanac.example")).toBe("almanac.example");
    expect(baseDomain("127.0.0.1")).toBe("localhost");
    expect(baseDomain("stats.example.org")).toBe("stats.example.org");
  });

  it("links each site on its own host, keeping protocol and port", () => {
    const here = { protocol: "http:", hostname: "nba.localhost", port: "8080" };
    expect(siteHref({ id: "nfl" }, here)).toBe("http://nfl.localhost:8080/");
    expect(siteHref({ id: "almanac" }, here)).toBe("http://localhost:8080/");
    expect(siteHref({ id: "chk" }, { protocol: "https:", hostname: "almanac.example", port: "" })).toBe("https://chk.almanac.example/");
  });

  it("knows the nine sites and which one is shown", () => {
    expect(SITES).toHaveLength(9);
    expect(currentSiteId({ sport: "basketball", level: "professional" })).toBe("nba");
    expect(currentSiteId({ sport: "hockey", level: "ncaa-d1" })).toBe("chk");
    expect(currentSiteId({ sport: null, level: null })).toBe("almanac");
  });
});

describe("home figures", () => {
  const list = [
    championshipFixture({ id: 1, slug: "nba-finals", name: "NBA Championship", first_year: 1947, last_year: null, total_champions: 78, latest_champion: { team_name: "Boston Celtics", team_slug: null, year: 2024 } }),
    championshipFixture({ id: 2, slug: "aba", name: "ABA Championship", first_year: 1968, last_year: 1976, total_champions: 7 }),
  ];

  it("spans the data from the first game or title to the last", () => {
    expect(dataCoverage({ earliestGame: "1946-11-01", latestGame: "2024-06-17", championships: list })).toEqual({ from: 1946, to: 2024 });
    expect(dataCoverage({ earliestGame: null, latestGame: null, championships: list })).toEqual({ from: 1947, to: 2024 });
    expect(dataCoverage({})).toBeNull();
  });

  it("picks the main championship: still contested, most titles", () => {
    expect(mainChampionship(list)?.slug).toBe("nba-finals");
    expect(mainChampionship([list[1]])?.slug).toBe("aba");
    expect(mainChampionship([])).toBeNull();
    expect(activeCount(list)).toBe(1);
  });

  it("does date arithmetic without time zones", () => {
    expect(daysBefore("2026-01-19", 29)).toBe("2025-12-21");
    expect(daysBefore("2024-03-01", 1)).toBe("2024-02-29");
    expect(formatDay("2026-01-19")).toBe("Jan 19, 2026");
  });
});
