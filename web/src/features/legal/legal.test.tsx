import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, routeFetch } from "@/testing/test-utils";

const slow = { timeout: 15_000 };

describe("Legal pages", () => {
  it("terms: minimum age 13, governing law Kansas", async () => {
    routeFetch({ "/api/config": {} });
    renderApp("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" }, slow)).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.getByText(/laws of the State of Kansas/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Terms of Service \| /));
  });

  it("privacy: data collected, rights, auto-renewal", async () => {
    routeFetch({ "/api/config": {} });
    renderApp("/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" }, slow)).toBeInTheDocument();
    for (const h of ["Information we collect", "Your rights", "Payments and renewals"]) expect(screen.getByRole("heading", { name: h })).toBeInTheDocument();
  });

  it("cookies: the four categories, Essential required, with examples and a contact", async () => {
    routeFetch({ "/api/config": {} });
    renderApp("/cookies");
    expect(await screen.findByRole("heading", { level: 1, name: "Cookie Policy" }, slow)).toBeInTheDocument();
    const cards = ["Essential", "Analytics", "Functionality", "Marketing"].map((t) => screen.getByRole("heading", { level: 3, name: t }).closest("li")!);
    expect(within(cards[0]).getByText("Required")).toBeInTheDocument();
    expect(cards.slice(1).every((c) => within(c).queryByText("Required") === null)).toBe(true);
    expect(within(cards[2]).getByText("Your active season")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^privacy@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:privacy@/));
    expect(screen.getByText(/continuing to use the site you consent/)).toBeInTheDocument();
  });
});
