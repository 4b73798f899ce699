import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderApp } from "@/testing/test-utils";

// Shell tests run on the 404 page, so they do not depend on what any screen
// renders (every route of the route table now has its screen).
const reply = () => mockFetch(() => jsonResponse({ features: { auth: false } }));

describe("app shell", () => {
  it("has the header links, footer links and the landmarks", async () => {
    reply();
    renderApp("/no/such/page");

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
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  });

  it("opens and closes the mobile menu", async () => {
    reply();
    renderApp("/no/such/page");
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
    await screen.findByRole("heading", { name: "Page Not Found" });
  });

  it("turns the header more opaque after 20 px of scrolling", async () => {
    reply();
    renderApp("/no/such/page");
    const header = screen.getByRole("banner");
    expect(header.className).toContain("bg-white/70");
    Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
    await act(async () => fireEvent.scroll(window));
    expect(header.className).toContain("bg-white/95");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("shows the Admin link after ?admin=true and remembers it", async () => {
    reply();
    renderApp("/no/such/page?admin=true");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const admin = within(nav).getByRole("link", { name: "Admin" });
    expect(admin).toHaveAttribute("href", "/admin/");
    expect(admin).toHaveAttribute("target", "_blank");
    expect(window.localStorage.getItem("almanac:admin")).toBe("true");
    await screen.findByRole("heading", { name: "Page Not Found" });
  });

  it("renders a 404 view for unknown paths", async () => {
    reply();
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("/no/such/page")).toBeInTheDocument();
  });

  it("marks the current section in the header and swaps the page on navigation", async () => {
    reply();
    const { router } = renderApp("/no/such/page");
    await screen.findByRole("heading", { name: "Page Not Found" });
    await act(() => router.navigate("/coaches"));
    expect(await screen.findByRole("heading", { level: 1, name: "Coaches" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Page Not Found" })).not.toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Coaches" })).toHaveAttribute("aria-current", "page");
  });
});
