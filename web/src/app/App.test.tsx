import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderApp } from "@/testing/test-utils";

const sports = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { id: 1, name: "Football", slug: "football", abbreviation: "FB", levels: [{ name: "Professional", slug: "professional", teams: 32, championships: 59 }] },
    { id: 2, name: "Hockey", slug: "hockey", abbreviation: "HK", levels: [] },
  ],
};

describe("app shell", () => {
  it("has the header links, footer links and a main landmark", async () => {
    mockFetch(() => jsonResponse(sports));
    renderApp("/");

    const nav = screen.getByRole("navigation", { name: "Main" });
    const expected: [string, string][] = [
      ["Scores", "/scores"],
      ["Seasons", "/seasons"],
      ["Teams", "/teams"],
      ["Players", "/players"],
      ["Coaches", "/coaches"],
      ["Explore Data", "/analytics"],
    ];
    for (const [label, href] of expected) {
      expect(within(nav).getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    expect(within(nav).queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();

    const footer = screen.getByRole("contentinfo");
    const footerHrefs = within(footer)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    for (const href of ["/championships", "/teams", "/seasons", "/standings", "/scores", "/players", "/coaches", "/privacy", "/terms", "/cookies"]) {
      expect(footerHrefs).toContain(href);
    }

    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Almanac" })).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Football" });
  });

  it("lists the sports from /api/sports on the home page", async () => {
    const fetch = mockFetch(() => jsonResponse(sports));
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Football" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Hockey" })).toBeInTheDocument();
    expect(screen.getByText(/32 teams, 59 championships/)).toBeInTheDocument();
    expect(fetch.mock.calls[0][0]).toBe("/api/sports");
    expect(document.title).toBe("Almanac");
  });

  it("notes an unavailable data service without breaking the page", async () => {
    mockFetch(() => jsonResponse({ detail: "not found" }, { status: 404 }));
    renderApp("/");
    expect(await screen.findByText("Data service unavailable")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Almanac" })).toBeInTheDocument();
  });

  it("opens and closes the mobile menu", async () => {
    mockFetch(() => jsonResponse(sports));
    renderApp("/");
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Explore Data" })).toHaveAttribute("href", "/analytics");

    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    await screen.findByRole("heading", { name: "Football" });
  });

  it("shows the Admin link after ?admin=true and remembers it", async () => {
    mockFetch(() => jsonResponse(sports));
    renderApp("/?admin=true");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const admin = within(nav).getByRole("link", { name: "Admin" });
    expect(admin).toHaveAttribute("href", "/admin/");
    expect(admin).toHaveAttribute("target", "_blank");
    expect(window.localStorage.getItem("almanac:admin")).toBe("true");
    await screen.findByRole("heading", { name: "Football" });
  });

  it.each([
    ["/scores", "Scores"],
    ["/teams/compare", "Team comparison"],
    ["/analytics", "Analytics"],
    ["/privacy", "Privacy Policy"],
  ])("renders Coming Soon at %s", async (path, feature) => {
    mockFetch(() => jsonResponse(sports));
    renderApp(path);
    expect(await screen.findByRole("heading", { name: "Coming Soon" })).toBeInTheDocument();
    expect(
      screen.getByText(`${feature} will be available in a future update. Stay tuned for more exciting features!`),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${feature} | Almanac`);
  });

  it("renders a 404 view for unknown paths", async () => {
    mockFetch(() => jsonResponse(sports));
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("/no/such/page")).toBeInTheDocument();
  });

  it("marks the current section in the header", async () => {
    mockFetch(() => jsonResponse(sports));
    const { router } = renderApp("/");
    await act(() => router.navigate("/teams"));
    await screen.findByRole("heading", { name: "Coming Soon" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");
  });
});
