import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fetchedUrls, jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";
import type { DataQuality, QualityDimension, QualityFigure } from "./api/get-data-quality";

const fig = (key: string, label: string, numerator: number, denominator: number, value: number | null, status: string): QualityFigure => ({
  key,
  label,
  description: `${label} (description)`,
  numerator,
  denominator,
  value,
  status,
});

const dims: QualityDimension[] = [
  {
    key: "completeness",
    label: "Completeness",
    score: 73.61,
    status: "poor",
    figures: [fig("expected_games", "Expected games on file", 16466, 16468, 99.99, "excellent"), fig("player_stats", "Seasons with player stats", 25, 120, 20.83, "poor")],
  },
  { key: "accuracy", label: "Accuracy", score: 100, status: "excellent", figures: [fig("standings", "Records agree with games", 2416, 2416, 100, "excellent")] },
  { key: "freshness", label: "Freshness", score: 37.54, status: "poor", figures: [fig("recent_games", "Games in the latest year", 107, 285, 37.54, "poor")] },
  { key: "consistency", label: "Consistency", score: 90, status: "good", figures: [fig("games", "Games pass integrity checks", 0, 0, null, "unmeasured")] },
];

const body: DataQuality = {
  dataset_version: 3,
  overall: 82.4,
  status: "good",
  dimensions: dims,
  scopes: [
    {
      sport: { name: "Football", slug: "football" },
      level: { name: "Professional", slug: "professional" },
      overall: 82.4,
      status: "good",
      dimensions: dims,
      seasons: 120,
      games: 18234,
      last_game_date: "2026-02-08",
      last_import: "2026-11-24T15:58:08Z",
      days_since_last_game: 289,
      coverage: { first_season: 1920, last_season: 2025, player_seasons: 66916, player_seasons_with_stats: 56745, coach_seasons: 2593, coach_seasons_with_record: 2593, team_seasons: 2483, team_seasons_with_coach: 2400 },
    },
  ],
  sources: [
    {
      name: "nfl_games.csv",
      publisher: "FiveThirtyEight",
      sport: { name: "Football", slug: "football" },
      level: { name: "Professional", slug: "professional" },
      rows: 4572,
      last_season: 1987,
      last_import: "2026-11-24T15:58:08Z",
      status: "maintenance",
      origin: "fivethirtyeight/nfl-elo-game:data/nfl_games.csv",
      licence: "MIT",
    },
  ],
  thresholds: { excellent: 95, good: 80 },
};

describe("Data quality", () => {
  it("shows the server's measured figures with their counts, never the spec's fixed ones", async () => {
    const fetch = routeFetch({ "/api/data-quality": body, "/api/config": {} });
    renderApp("/data-quality");
    expect(await screen.findByText("82.4%", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("16,466 of 16,468")).toBeInTheDocument();
    expect(screen.getByText("99.99%")).toBeInTheDocument(); // near-perfect never reads as 100.0%
    expect(screen.getByText("Nothing to measure")).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Overall data health" })).toHaveAttribute("aria-valuenow", "82.4");
    for (const fixed of ["98.5%", "99.2%", "95.8%", "97.3%", "98%"]) expect(screen.queryByText(fixed)).not.toBeInTheDocument();
    expect(fetchedUrls(fetch).some((u) => u.includes("/api/data-quality"))).toBe(true);
    expect(fetchedUrls(fetch).some((u) => u.includes("/api/games") || u.includes("/api/seasons"))).toBe(false);
  });

  it("lists the sources with rows, status and licence", async () => {
    routeFetch({ "/api/data-quality": body, "/api/config": {} });
    renderApp("/data-quality");
    const table = await screen.findByRole("table", { name: "Data sources" }, { timeout: 15_000 });
    const row = within(table).getByRole("row", { name: /nfl_games\.csv/ });
    for (const text of ["FiveThirtyEight", "nfl_games.csv", "4,572", "1987", "Maintenance", "MIT"]) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it("says what the data covers: seasons, player seasons with statistics, coach seasons with a record", async () => {
    routeFetch({ "/api/data-quality": body, "/api/config": {} });
    renderApp("/data-quality");
    const table = await screen.findByRole("table", { name: "Coverage by sport and level" }, { timeout: 15_000 });
    const row = within(table).getByRole("row", { name: /Football/ });
    for (const text of ["1920-21 to 2025-26", "120 seasons", "84.8%", "56,745 of 66,916", "96.7%", "2,400 of 2,483", "100.0%", "2,593 of 2,593"]) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it("shows each score feed's freshness: running, failing or off", async () => {
    const feed = (source: string, sport: string, level: string, extra: object) => ({
      source, sport, level, enabled: true, last_run: null, last_success: null, last_error_at: null, last_error: "",
      runs: 0, failed_runs: 0, last_game_date: null, games_added_24h: 0, ...extra,
    });
    const freshness = {
      sync: true,
      count: 3,
      results: [
        feed("espn-nfl", "football", "professional", { last_run: "2026-11-28T21:00:00Z", last_success: "2026-11-28T21:00:00Z", runs: 9, last_game_date: "2026-11-27", games_added_24h: 16 }),
        feed("espn-cfb", "football", "ncaa-d1", { last_run: "2026-11-28T21:00:00Z", last_success: "2026-11-28T18:00:00Z", last_error_at: "2026-11-28T21:00:00Z", last_error: "HTTP 503" }),
        feed("mlb", "baseball", "professional", { enabled: false }),
      ],
    };
    routeFetch({ "/api/data-quality": body, "/api/freshness": freshness, "/api/config": {} });
    renderApp("/data-quality");
    const table = await screen.findByRole("table", { name: "Score feeds and their freshness" }, { timeout: 15_000 });
    const nfl = within(table).getByRole("row", { name: /ESPN NFL scoreboard/ });
    for (const text of ["Current", "Nov 28, 2026, 09:00 PM UTC", "Nov 27, 2026", "16"]) expect(within(nfl).getByText(text)).toBeInTheDocument();
    const cfb = within(table).getByRole("row", { name: /college football/ });
    expect(within(cfb).getByText("Failing")).toBeInTheDocument();
    expect(within(cfb).getByText("HTTP 503")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /MLB Stats API/ })).getByText("Off")).toBeInTheDocument();
  });

  it("shows the error state when the measurement fails", async () => {
    routeFetch({ "/api/data-quality": () => jsonResponse({ detail: "Invalid parameter" }, { status: 400 }), "/api/config": {} });
    renderApp("/data-quality");
    expect(await screen.findByText("Invalid parameter", {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
