import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderApp } from "@/testing/test-utils";

// Shell tests run on part-2 routes (Coming Soon until their screens land), so
// they do not depend on what the part-1 screens render.
const reply = () => mockFetch(() => jsonResponse({ features: { auth: false } }));

describe("app shell", () => {
  it("has the header links, footer links and the landmarks", async () => {
    reply();
    renderApp("/analytics/reports");

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

    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(await screen.findByRole("heading", { level: 1, name: "Coming Soon" })).toBeInTheDocument();
  });

  it("opens and closes the mobile menu", async () => {
    reply();
    renderApp("/analytics/reports");
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Explore Data" })).toHaveAttribute("href", "/analytics");

    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(button).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(button);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await screen.findByRole("heading", { name: "Coming Soon" });
  });

  it("turns the header more opaque after 20 px of scrolling", async () => {
    reply();
    renderApp("/analytics/reports");
    const header = screen.getByRole("banner");
    expect(header.className).toContain("bg-white/70");
    Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
    await act(async () => fireEvent.scroll(window));
    expect(header.className).toContain("bg-white/95");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("shows the Admin link after ?admin=true and remembers it", async () => {
    reply();
    renderApp("/analytics/reports?admin=true");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const admin = within(nav).getByRole("link", { name: "Admin" });
    expect(admin).toHaveAttribute("href", "/admin/");
    expect(admin).toHaveAttribute("target", "_blank");
    expect(window.localStorage.getItem("almanac:admin")).toBe("true");
    await screen.findByRole("heading", { name: "Coming Soon" });
  });

  it.each([
    ["/analytics", "Analytics"],
    ["/analytics/reports", "Reports"],
    ["/analytics/insights", "Insights"],
  ])("renders Coming Soon at %s", async (path, feature) => {
    reply();
    renderApp(path);
    expect(await screen.findByRole("heading", { name: "Coming Soon" })).toBeInTheDocument();
    expect(
      screen.getByText(`${feature} will be available in a future update. Stay tuned for more exciting features!`),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${feature} | Almanac`);
  });

  it("renders a 404 view for unknown paths", async () => {
    reply();
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("/no/such/page")).toBeInTheDocument();
  });

  it("marks the current section in the header and swaps the page on navigation", async () => {
    reply();
    const { router } = renderApp("/analytics/reports");
    await screen.findByText(/Reports will be available/);
    await act(() => router.navigate("/coaches"));
    expect(await screen.findByRole("heading", { level: 1, name: "Coaches" })).toBeInTheDocument();
    expect(screen.queryByText(/Reports will be available/)).not.toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Coaches" })).toHaveAttribute("aria-current", "page");
  });
});
