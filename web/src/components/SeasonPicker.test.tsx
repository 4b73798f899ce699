import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { normalizeSite } from "@/lib/site";
import { SEASON_STORAGE_KEY } from "@/lib/season";
import { fetchedUrls, jsonResponse, mockFetch, renderWithProviders } from "@/testing/test-utils";
import { SeasonPicker } from "./SeasonPicker";

afterEach(() => vi.useRealTimers());

describe("SeasonPicker", () => {
  it("offers the seasons with data, labelled for the sport, defaulting by the calendar rule", () => {
    vi.useFakeTimers({ now: new Date(2024, 2, 1), toFake: ["Date"] });
    renderWithProviders(<SeasonPicker available={[2024, 2023, 2022, 2021]} sport="basketball" />);
    const select = screen.getByRole("combobox", { name: "Season" });
    expect(select).toHaveValue("2023");
    const labels = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(labels).toEqual(["2024-25 Season", "2023-24 Season", "2022-23 Season", "2021-22 Season"]);
  });

  it("defaults to the latest season with data when the calendar season has none", () => {
    vi.useFakeTimers({ now: new Date(2025, 9, 1), toFake: ["Date"] });
    renderWithProviders(<SeasonPicker available={[2019, 2020]} sport="baseball" />);
    const select = screen.getByRole("combobox", { name: "Season" });
    expect(select).toHaveValue("2020");
    expect(within(select).getByRole("option", { name: "2020 Season" })).toBeInTheDocument();
  });

  it("uses the site's sport for labels and fetches the site's seasons when not given", async () => {
    const fetch = mockFetch(() =>
      jsonResponse({ count: 2, next: null, previous: null, results: [{ start_year: 2022, games_count: 10 }, { start_year: 2021, games_count: 0 }] }),
    );
    const site = normalizeSite({ name: "Diamond", sport: "baseball", level: "professional" })!;
    renderWithProviders(<SeasonPicker />, { site });
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["2022 Season"]));
    expect(screen.getByRole("combobox", { name: "Season" })).toHaveValue("2022");
    expect(fetchedUrls(fetch)).toContain("/api/seasons?sport__slug=baseball&level__slug=professional&page_size=500");
  });

  it("stores the choice and writes it to the URL", async () => {
    const onChange = vi.fn();
    const { router } = renderWithProviders(<SeasonPicker available={[2024, 2023, 2022]} onChange={onChange} />, { path: "/standings?x=1" });
    await act(async () => fireEvent.change(screen.getByRole("combobox", { name: "Season" }), { target: { value: "2022" } }));
    expect(router.state.location.search).toBe("?x=1&season=2022");
    expect(window.localStorage.getItem(SEASON_STORAGE_KEY)).toBe("2022");
    expect(onChange).toHaveBeenCalledWith(2022);
    expect(screen.getByRole("combobox", { name: "Season" })).toHaveValue("2022");
  });

  it("reads the season from the URL, then from storage", () => {
    window.localStorage.setItem(SEASON_STORAGE_KEY, "2023");
    renderWithProviders(<SeasonPicker available={[2024, 2023, 2022]} />, { path: "/?season=2022" });
    expect(screen.getByRole("combobox", { name: "Season" })).toHaveValue("2022");
  });

  it("navigates to /teams/{slug}/{year} on a team season page", async () => {
    const { router } = renderWithProviders(<SeasonPicker available={[2024, 2023, 2022]} sport="football" />, {
      path: "/teams/chicago-bears/2023",
      routePath: "/teams/:slug/:year",
    });
    const select = screen.getByRole("combobox", { name: "Season" });
    expect(select).toHaveValue("2023");
    await act(async () => fireEvent.change(select, { target: { value: "2022" } }));
    expect(router.state.location.pathname).toBe("/teams/chicago-bears/2022");
  });
});
