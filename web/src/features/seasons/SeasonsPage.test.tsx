import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "@/lib/site";
import { SEASON_STORAGE_KEY } from "@/lib/season";
import { jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";
import { cfb1985, nba2015, nfl2015, nfl2026, page } from "./testing/fixtures";

const slow = { timeout: 15_000 };
const seasons = [nfl2026, nfl2015, nba2015, cfb1985];
const cardList = () => screen.getAllByRole("link", { name: / Season$/ })[0].closest("ul")!;

describe("Seasons list", () => {
  it("shows tiles and cards linking to /seasons/{slug}, with quick filters on the hub", async () => {
    routeFetch({ "/api/seasons": page(seasons), "/api/config": {} });
    const { router } = renderApp("/seasons");
    const link = await screen.findByRole("link", { name: "2015 NFL Season" }, slow);
    expect(link).toHaveAttribute("href", "/seasons/nfl-2015-16");
    expect(cardList().children).toHaveLength(4);
    const tiles = screen.getByLabelText("Season summary");
    expect(within(tiles).getByText("Completed Seasons").parentElement).toHaveTextContent("3");

    fireEvent.click(screen.getByRole("button", { name: "CFB" }));
    expect(new URLSearchParams(router.state.location.search).get("level")).toBe("ncaa-d1");
    expect(cardList().children).toHaveLength(1);
    expect(screen.getByText("Oklahoma")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "CFB" }));
    expect(router.state.location.search).toBe("");
  });

  it("filters by search and decade from the URL, and says No Seasons Found", async () => {
    routeFetch({ "/api/seasons": page(seasons), "/api/config": {} });
    renderApp("/seasons?q=cavaliers&decade=2010");
    expect(await screen.findByRole("link", { name: "2015-16 NBA Season" }, slow)).toBeInTheDocument();
    expect(screen.queryByText("2015 NFL Season")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Search seasons"), { target: { value: "nobody" } });
    expect(screen.getByText("No Seasons Found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
  });

  it("sets the active season in storage and marks it", async () => {
    routeFetch({ "/api/seasons": page(seasons), "/api/config": {} });
    renderApp("/seasons");
    await screen.findByRole("link", { name: "2015 NFL Season" }, slow);
    fireEvent.click(screen.getByRole("button", { name: "Set as Active Season: 1985 College Football Season" }));
    expect(window.localStorage.getItem(SEASON_STORAGE_KEY)).toBe("1985");
    const card = screen.getByRole("link", { name: "1985 College Football Season" }).closest("li")!;
    expect(within(card).getByText("Active Season")).toBeInTheDocument();
  });

  it("hides quick filters on a sport site and shows the spec's error", async () => {
    routeFetch({ "/api/seasons": () => jsonResponse({ detail: "boom" }, { status: 400 }), "/api/config": {} });
    renderApp("/seasons", { site: normalizeSite({ name: "Gridiron Almanac", sport: "football", level: "professional" })! });
    expect(await screen.findByText("Error Loading Seasons", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("boom")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "NFL" })).not.toBeInTheDocument();
  });
});
