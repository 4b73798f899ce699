import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { jsonResponse, renderWithProviders, routeFetch } from "@/testing/test-utils";
import PlayerDetailPage from "./PlayerDetailPage";
import { makePlayerDetail } from "./testing/fixtures";

describe("Player detail (spec part 2 §2.5)", () => {
  beforeEach(() => resetRequestLayer());

  it("opens Career Statistics by default with per-league and per-season tables", async () => {
    routeFetch({ "/api/players/wayne-gretzky": makePlayerDetail() });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/wayne-gretzky", routePath: "/players/:id" });
    expect(await screen.findByRole("heading", { level: 1, name: "Wayne Gretzky" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Career Statistics" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("table", { name: "Career statistics by league" })).toHaveTextContent("2,967");
    expect(screen.getByRole("table", { name: "Career statistics by season" })).toHaveTextContent("1981-82");
    // One league: the career line is just "Career".
    expect(screen.getByRole("rowheader", { name: "Career" })).toBeInTheDocument();
  });

  it("names the league of the career line when he played in several (the API's headline league)", async () => {
    const league = (name: string, headline: boolean) => ({
      league: name, leagues: [name], headline, seasons: 1, first_year: 1978, last_year: 1978, games: 80, stats: {}, postseason_stats: null,
    });
    routeFetch({ "/api/players/wayne-gretzky": makePlayerDetail({ career_by_league: [league("WHA", false), league("NHL", true)] }) });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/wayne-gretzky", routePath: "/players/:id" });
    const table = await screen.findByRole("table", { name: "Career statistics by league" });
    expect(within(table).getByRole("rowheader", { name: "Career (NHL)" })).toBeInTheDocument();
  });

  it("keeps one section open at a time, in the URL; clicking the open one closes it", async () => {
    routeFetch({ "/api/players/wayne-gretzky": makePlayerDetail({ draft_year: 2000 }) });
    const { router } = renderWithProviders(<PlayerDetailPage />, { path: "/players/wayne-gretzky", routePath: "/players/:id" });
    fireEvent.click(await screen.findByRole("button", { name: "Personal Information" }));
    expect(screen.getByText(`6'0"`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Career Statistics" })).toHaveAttribute("aria-expanded", "false");
    expect(router.state.location.search).toBe("?section=personal");
    fireEvent.click(screen.getByRole("button", { name: "Career Information" }));
    expect(screen.getByText(String(new Date().getFullYear() - 2000))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Stanley Cup" })).toHaveAttribute("href", "/championships/stanley-cup");
    fireEvent.click(screen.getByRole("button", { name: "Career Information" }));
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("says when there are no career statistics", async () => {
    routeFetch({ "/api/players/x": makePlayerDetail({ seasons: [], career_stats: {} }) });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/x", routePath: "/players/:id" });
    expect(await screen.findByText("No career statistics available for this player.")).toBeInTheDocument();
  });

  it("shows Player Not Found with a way back", async () => {
    routeFetch({ "/api/players/nobody": () => jsonResponse({ detail: "Player not found." }, { status: 404 }) });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/nobody", routePath: "/players/:id" });
    expect(await screen.findByRole("heading", { name: "Player Not Found" })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this player.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Players" })).toHaveAttribute("href", "/players");
  });
});
