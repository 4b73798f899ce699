import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";

/** The first render lazy-loads the page: allow for a busy machine. */
const slow = { timeout: 15_000 };
import { championshipFixture } from "@/testing/api-fixtures";

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const football = { name: "Football", slug: "football", abbreviation: "FB" };
const hockey = { name: "Hockey", slug: "hockey", abbreviation: "HKY" };
const list = [
  championshipFixture({
    id: 8,
    slug: "super-bowl",
    name: "Super Bowl",
    first_year: 1967,
    last_year: null,
    sport: football,
    total_champions: 60,
    latest_champion: { team_name: "Seattle Seahawks", team_slug: "seattle-seahawks", year: 2026 },
  }),
  championshipFixture({ id: 10, slug: "afl-championship", name: "AFL Championship", first_year: 1960, last_year: 1969, sport: football }),
  championshipFixture({ id: 12, slug: "stanley-cup", name: "Stanley Cup", first_year: 1914, last_year: null, sport: hockey }),
];

describe("Championships list", () => {
  it("shows the season's championships as cards linking to their pages, with counts", async () => {
    routeFetch({ "/api/championships": page(list), "/api/seasons": page([]) });
    renderApp("/championships?season=2025");
    expect(await screen.findByRole("link", { name: "Super Bowl" }, slow)).toHaveAttribute("href", "/championships/super-bowl");
    expect(screen.getByRole("link", { name: "Stanley Cup" })).toHaveAttribute("href", "/championships/stanley-cup");
    // Season relevance is on by default: the AFL (1960-1969) was not contested in 2025.
    expect(screen.queryByRole("link", { name: "AFL Championship" })).not.toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(tile("Championships")).toHaveTextContent("2");
    expect(tile("Sports")).toHaveTextContent("2");
    expect(tile("Years of history")).toHaveTextContent(String(new Date().getFullYear() - 1914 + 1));
    expect(document.title).toBe("Championships | Almanac");
  });

  it("turns the season relevance off through the URL and the switch", async () => {
    routeFetch({ "/api/championships": page(list), "/api/seasons": page([]) });
    const { router } = renderApp("/championships?season=2025");
    const toggle = await screen.findByRole("switch", { name: "Only those contested that season" }, slow);
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByRole("link", { name: "AFL Championship" }, slow)).toBeInTheDocument();
    expect(router.state.location.search).toContain("relevant=off");
  });

  it("searches names and sport names and filters by sport, from the URL", async () => {
    routeFetch({ "/api/championships": page(list), "/api/seasons": page([]) });
    renderApp("/championships?season=2025&q=hock");
    expect(await screen.findByRole("link", { name: "Stanley Cup" }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Super Bowl" })).not.toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search championships" })).toHaveValue("hock");

    fireEvent.change(screen.getByRole("searchbox", { name: "Search championships" }), { target: { value: "" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Sport" }), { target: { value: "football" } });
    await waitFor(() => expect(screen.queryByRole("link", { name: "Stanley Cup" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Super Bowl" })).toBeInTheDocument();
  });

  it("says No Championships Found with a hint when nothing matches", async () => {
    routeFetch({ "/api/championships": page(list), "/api/seasons": page([]) });
    renderApp("/championships?season=2025&q=curling");
    expect(await screen.findByRole("heading", { name: "No Championships Found" }, slow)).toBeInTheDocument();
    expect(screen.getByText(/adjusting your search or filters/)).toBeInTheDocument();
  });

  it("shows Error Loading Championships with the message", async () => {
    routeFetch({
      "/api/championships": () => jsonResponse({ detail: "page_size: must be at most 500" }, { status: 400 }),
      "/api/seasons": page([]),
    });
    renderApp("/championships");
    expect(await screen.findByRole("heading", { name: "Error Loading Championships" }, slow)).toBeInTheDocument();
    expect(screen.getByText("page_size: must be at most 500")).toBeInTheDocument();
  });

  it("shows a spinner while loading", () => {
    routeFetch({ "/api/championships": () => new Promise<Response>(() => {}), "/api/seasons": page([]) });
    renderApp("/championships");
    return screen.findByText("Loading championships…", undefined, slow);
  });
});
