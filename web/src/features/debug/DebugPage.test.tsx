import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";

const slow = { timeout: 15_000 };

describe("Debug page", () => {
  it("is off without the debug flag", async () => {
    const f = routeFetch({ "/api/config": { features: { debug: false } } });
    renderApp("/debug");
    expect(await screen.findByText("Debug mode is off", {}, slow)).toBeInTheDocument();
    expect(f.mock.calls.map((c) => String(c[0])).some((u) => u.startsWith("/api/teams/teams"))).toBe(false);
  });

  it("shows the site, flags, the rate-limit widget and the teams check", async () => {
    routeFetch({ "/api/config": { features: { debug: true } }, "/api/teams/teams": { count: 1020, results: [{ id: 1, name: "Akron", sport_name: "Football" }] } });
    renderApp("/debug");
    expect(await screen.findByText("1,020 teams", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("Akron")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Rate limit status" })).toBeInTheDocument();
    expect(screen.getByText("Global")).toBeInTheDocument();
  });

  it("shows the API error in place of the teams", async () => {
    routeFetch({ "/api/config": { features: { debug: true } }, "/api/teams/teams": () => jsonResponse({ detail: "database unavailable" }, { status: 400 }) });
    renderApp("/debug");
    expect(await screen.findByText("database unavailable", {}, slow)).toBeInTheDocument();
  });
});
