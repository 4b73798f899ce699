import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { normalizeSite } from "@/lib/site";
import { fetchedUrls, jsonResponse, renderWithProviders, routeFetch } from "@/testing/test-utils";
import CoachDetailPage from "./CoachDetailPage";
import CoachesPage from "./CoachesPage";
import CoachStatsPage from "./CoachStatsPage";
import { makeCoach, makeCoachDetail, makeStatRow } from "./testing/fixtures";

const nba = normalizeSite({ name: "Hardwood Almanac", sport: "basketball", level: "professional" })!;
const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });

describe("Coaches directory", () => {
  beforeEach(() => resetRequestLayer());

  it("shows cards and tiles, with no season sent unless chosen", async () => {
    const fetch = routeFetch({
      "/api/coaches": page([makeCoach()], 340),
      // The API's sums over all 340 coaches, not the page's one.
      "/api/coaches/totals": { count: 340, active: 32, championships: 79, average_years: 6.24, sports: 1 },
      "/api/teams": page([]),
      "/api/seasons": page([]),
    });
    renderWithProviders(<CoachesPage />, { path: "/coaches", routePath: "/coaches", site: nba });
    const card = (await screen.findByRole("link", { name: "Phil Jackson" })).closest("li")!;
    expect(card).toHaveTextContent("1155-485");
    expect(card).toHaveTextContent("70.4%");
    expect(await screen.findByText("32")).toBeInTheDocument();
    expect(screen.getByText("Total Championships").nextSibling).toHaveTextContent("79");
    expect(screen.getByText("Average Years Coaching").nextSibling).toHaveTextContent("6.2");
    expect(fetchedUrls(fetch).filter((u) => u.startsWith("/api/coaches")).every((u) => !u.includes("season="))).toBe(true);
  });

  it("explains an empty season past coaching records that end before the games (their coaches' status unknown)", async () => {
    routeFetch({
      "/api/coaches": (u: URL) => {
        const status = u.searchParams.get("status");
        if (status === "unknown") return page([makeCoach({ last_year: 2020, records_end: 2020, status: "unknown" })], 30);
        return page([]);
      },
      "/api/teams": page([]),
      "/api/seasons": page([]),
    });
    renderWithProviders(<CoachesPage />, { path: "/coaches?season=2024", routePath: "/coaches", site: nba });
    expect(await screen.findByText("Coaching records on file run through 2020-21 Season.")).toBeInTheDocument();
  });

  it("explains an empty season past the coaching records", async () => {
    routeFetch({
      "/api/coaches": (u: URL) => (u.searchParams.get("status") === "active" ? page([makeCoach({ last_year: 2020 })], 32) : page([])),
      "/api/teams": page([]),
      "/api/seasons": page([]),
    });
    renderWithProviders(<CoachesPage />, { path: "/coaches?season=2024", routePath: "/coaches", site: nba });
    expect(await screen.findByText("No Coaches Found")).toBeInTheDocument();
    expect(await screen.findByText("Coaching records on file run through 2020-21 Season.")).toBeInTheDocument();
  });

  it("shows 'Error Loading Coaches' with the message", async () => {
    routeFetch({ "/api/coaches": () => jsonResponse({ detail: "Boom" }, { status: 503 }), "/api/teams": page([]), "/api/seasons": page([]) });
    renderWithProviders(<CoachesPage />, { path: "/coaches", routePath: "/coaches", site: nba });
    expect(await screen.findByText("Error Loading Coaches", {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe("Coach detail", () => {
  beforeEach(() => resetRequestLayer());

  it("opens Career Information by default; history has the record per team; age falls back to the birth date", async () => {
    routeFetch({ "/api/coaches/phil-jackson": makeCoachDetail() });
    renderWithProviders(<CoachDetailPage />, { path: "/coaches/phil-jackson", routePath: "/coaches/:id" });
    expect(await screen.findByRole("button", { name: "Career Information" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("1155-485", { selector: "dd" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Coaching History" }));
    const perTeam = screen.getByRole("table", { name: "Head-coaching record by team" });
    expect(within(perTeam).getAllByRole("row")[1]).toHaveTextContent("Los Angeles Lakers");
    expect(within(perTeam).getAllByRole("row")[1]).toHaveTextContent("610-292");
    fireEvent.click(screen.getByRole("button", { name: "Personal Information" }));
    expect(screen.getByText(/^\d{2}$/)).toBeInTheDocument();
  });

  it("says which seasons a partial record covers and labels it", async () => {
    const coverage = { first_season: 1996, last_season: 2025, seasons: 30, seasons_with_stats: 25, stats_first_season: 1996, stats_last_season: 2020, complete: false };
    const rec = { games: 1640, wins: 1155, losses: 485, ties: 0, win_percentage: 0.704, playoff_appearances: 20, playoff_wins: null, playoff_losses: null, career_coverage: coverage };
    routeFetch({ "/api/coaches/gregg-popovich": makeCoachDetail({ career_record: rec, career_coverage: coverage }) });
    renderWithProviders(<CoachDetailPage />, { path: "/coaches/gregg-popovich", routePath: "/coaches/:id" });
    expect(await screen.findByRole("note")).toHaveTextContent("Records cover 1996–2020 of a 1996–2025 career (25 of 30 seasons).");
    expect(screen.getByText(/Career \(1996–2020\) record/)).toBeInTheDocument();
  });

  it("says where the league's coaching records end while he was coaching, and that his status is unknown", async () => {
    routeFetch({ "/api/coaches/gregg-popovich": makeCoachDetail({ is_active: false, status: "unknown", last_year: 2020, records_end: 2020 }) });
    renderWithProviders(<CoachDetailPage />, { path: "/coaches/gregg-popovich", routePath: "/coaches/:id" });
    expect(await screen.findByText("Coaching records on file end with the 2020-21 season: his record is counted to there, and later seasons are not covered.")).toBeInTheDocument();
    expect(screen.getByText("Status unknown")).toBeInTheDocument();
  });

  it("shows the empty texts", async () => {
    routeFetch({ "/api/coaches/x": makeCoachDetail({ coaching_history: [], seasons: [], championships: [], awards: [] }) });
    renderWithProviders(<CoachDetailPage />, { path: "/coaches/x?section=history", routePath: "/coaches/:id" });
    expect(await screen.findByText("No coaching history available.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Achievements & Awards" }));
    expect(screen.getByText("Achievements and awards will be displayed here once available.")).toBeInTheDocument();
  });

  it("shows Coach Not Found", async () => {
    routeFetch({ "/api/coaches/nobody": () => jsonResponse({ detail: "Coach not found." }, { status: 404 }) });
    renderWithProviders(<CoachDetailPage />, { path: "/coaches/nobody", routePath: "/coaches/:id" });
    expect(await screen.findByRole("heading", { name: "Coach Not Found" })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this coach.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Coaches" })).toHaveAttribute("href", "/coaches");
  });
});

describe("Coaching statistics", () => {
  beforeEach(() => resetRequestLayer());

  it("sends timeframe and sort from the URL, expands one row, exports CSV", async () => {
    const fetch = routeFetch({ "/api/coaches/stats": page([makeStatRow(), makeStatRow({ id: 2, slug: "b", name: "Other Coach", rank: 2 })]) });
    const create = vi.fn(() => "blob:x");
    URL.createObjectURL = create;
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<CoachStatsPage />, { path: "/coaches/stats?timeframe=last5&sort=wins", routePath: "/coaches/stats", site: nba });
    expect(await screen.findByRole("link", { name: "Phil Jackson" })).toBeInTheDocument();
    const url = fetchedUrls(fetch).find((u) => u.startsWith("/api/coaches/stats"))!;
    expect(url).toContain("timeframe=last5");
    expect(url).toContain("sort=wins");
    fireEvent.click(screen.getByRole("button", { name: "Seasons of Phil Jackson" }));
    expect(screen.getByRole("table", { name: "Season records of Phil Jackson" })).toHaveTextContent("57-25");
    fireEvent.click(screen.getByRole("button", { name: "Seasons of Other Coach" }));
    expect(screen.queryByRole("table", { name: "Season records of Phil Jackson" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(create).toHaveBeenCalled();
  });

  it("shows the empty and error texts", async () => {
    routeFetch({ "/api/coaches/stats": page([]) });
    renderWithProviders(<CoachStatsPage />, { path: "/coaches/stats?timeframe=current", routePath: "/coaches/stats", site: nba });
    expect(await screen.findByText("No coaching statistics available for the selected timeframe.")).toBeInTheDocument();
  });

  it("shows 'Failed to load coaching statistics.'", async () => {
    routeFetch({ "/api/coaches/stats": () => jsonResponse({ detail: "x" }, { status: 500 }) });
    renderWithProviders(<CoachStatsPage />, { path: "/coaches/stats", routePath: "/coaches/stats", site: nba });
    expect(await screen.findByText("Failed to load coaching statistics.", {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 10000);
});
