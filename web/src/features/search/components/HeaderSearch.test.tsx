import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteProfile } from "@/lib/site";
import { fetchedUrls, renderWithProviders, routeFetch } from "@/testing/test-utils";
import type { SearchAnswer, SearchHit } from "../api/get-search";
import { HeaderSearch } from "./HeaderSearch";

const nba: SiteProfile = { ...DEFAULT_SITE, name: "Hardwood Almanac", sport: "basketball", level: "professional", isMainSite: false, isSportSpecific: true };

const hit = (name: string, url: string, sport: string): SearchHit => ({
  id: url.length,
  slug: url.split("/").pop() ?? "",
  name,
  label: `${sport} · 2003–2025`,
  sport: { name: sport, slug: sport.toLowerCase() },
  level: { name: "Professional", slug: "professional" },
  years: "2003–2025",
  url,
});
const empty = (q: string): SearchAnswer => ({ query: q, teams: [], players: [], coaches: [], championships: [], seasons: [], total: 0 });

/** The API: LeBron on the site's sport, Ovechkin only when every sport is searched. */
function api() {
  return routeFetch({
    "/api/config": { features: {} },
    "/api/search": (url: URL) => {
      const q = url.searchParams.get("q") ?? "";
      const scoped = url.searchParams.has("sport__slug");
      if (/lebron/i.test(q)) return { ...empty(q), players: [hit("LeBron James", "/players/lebron-james", "Basketball")], total: 1 };
      if (/ovech/i.test(q) && !scoped) return { ...empty(q), players: [hit("Alex Ovechkin", "/players/alex-ovechkin", "Hockey")], total: 1 };
      return empty(q);
    },
  });
}

const type = (box: HTMLElement, text: string) => {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
};
const press = (box: HTMLElement, ...keys: string[]) => {
  for (const key of keys) act(() => void fireEvent.keyDown(box, { key }));
};

function setup(site: SiteProfile = nba) {
  const fetch = api();
  const utils = renderWithProviders(<HeaderSearch />, {
    site,
    extraRoutes: [{ path: "/players/:slug", element: <h1>player page</h1> }, { path: "/search", element: <h1>results page</h1> }],
  });
  return { ...utils, fetch, box: screen.getByRole("combobox") };
}

describe("HeaderSearch", () => {
  it("is a combobox whose arrows move aria-activedescendant over grouped options and Enter opens the hit", async () => {
    const { box, router } = setup();
    expect(box).toHaveAttribute("aria-expanded", "false");
    type(box, "lebron");
    const option = await screen.findByRole("option", { name: /LeBron James/ });
    expect(screen.getByRole("group", { name: "Players" })).toContainElement(option);
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
    press(box, "ArrowDown");
    expect(box).toHaveAttribute("aria-activedescendant", option.id);
    expect(option).toHaveAttribute("aria-selected", "true");
    press(box, "Enter");
    await waitFor(() => expect(router.state.location.pathname).toBe("/players/lebron-james"));
    expect(box).toHaveValue("");
  });

  it("searches the site's sport first and widens to every sport by an option", async () => {
    const { box, fetch, router } = setup();
    type(box, "ovechkin");
    await screen.findByText("Nothing in Basketball matches");
    expect(fetchedUrls(fetch).find((u) => u.includes("/api/search"))).toMatch(/sport__slug=basketball/);
    const widen = screen.getByRole("option", { name: /Search all sports for “ovechkin”/ });
    press(box, "ArrowDown");
    expect(box).toHaveAttribute("aria-activedescendant", widen.id);
    press(box, "Enter");
    await screen.findByRole("option", { name: /Alex Ovechkin/ });
    expect(screen.getByRole("option", { name: "Only Basketball" })).toBeInTheDocument();
    press(box, "ArrowDown", "Enter");
    await waitFor(() => expect(router.state.location.pathname).toBe("/players/alex-ovechkin"));
  });

  it("Escape closes the list, then clears; Enter with no option opens the results page", async () => {
    const { box, router } = setup();
    type(box, "lebron");
    await screen.findByRole("option", { name: /LeBron James/ });
    press(box, "Escape");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("lebron");
    press(box, "Escape");
    expect(box).toHaveValue("");
    type(box, "le bron");
    press(box, "Enter");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search"));
    expect(router.state.location.search).toBe("?q=le+bron");
  });

  it("'/' focuses the box from the page but is typed as text inside a field", async () => {
    const { box } = setup();
    fireEvent.keyDown(document.body, { key: "/" });
    await waitFor(() => expect(box).toHaveFocus());
    const other = document.createElement("input");
    document.body.append(other);
    other.focus();
    fireEvent.keyDown(other, { key: "/" });
    await new Promise((r) => requestAnimationFrame(r));
    expect(other).toHaveFocus();
    other.remove();
  });

  it("the hub searches every sport and offers no scope", async () => {
    const { box, fetch } = setup(DEFAULT_SITE);
    type(box, "ovechkin");
    await screen.findByRole("option", { name: /Alex Ovechkin/ });
    expect(fetchedUrls(fetch).filter((u) => u.includes("/api/search")).every((u) => !u.includes("sport__slug"))).toBe(true);
    expect(screen.queryByRole("option", { name: /all sports/ })).toBeNull();
  });
});
