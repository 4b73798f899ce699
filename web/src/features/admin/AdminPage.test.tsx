import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOKENS_KEY, USER_KEY } from "@/lib/auth/auth-storage";
import { celticsMavs } from "@/testing/game-fixtures";
import { jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";
import { LIVE_FORM_MESSAGES } from "./lib/live-form";
import { LIVE_BODY } from "./testing/fixtures";

const config = (auth: boolean) => ({ features: { auth } });
const sports = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 2, name: "Basketball", slug: "basketball", abbreviation: "BB", levels: [{ name: "Professional", slug: "professional", teams: 2, championships: 1 }] }],
};
const teams = {
  count: 3,
  next: null,
  previous: null,
  results: [
    { id: 122, slug: "boston-celtics", name: "Boston Celtics", is_active: true },
    { id: 130, slug: "los-angeles-lakers", name: "Los Angeles Lakers", is_active: true },
    { id: 151, slug: "anderson-packers", name: "Anderson Packers", is_active: false },
  ],
};
const user = (role: string) => ({ id: 3, email: "op@example.com", firstName: "Olive", lastName: "Operator", isVerified: true, role });

function signIn(role: string) {
  window.localStorage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: "access-1", refreshToken: "refresh-1", expiresAt: Date.now() + 15 * 60_000 }));
  window.localStorage.setItem(USER_KEY, JSON.stringify(user(role)));
}

const liveGame = { ...celticsMavs({ id: 900001, game_date: "2026-11-24", status: "live", period: 3, time_remaining: "4:12", home_score: 71, away_score: 68 }), external_id: "x1" };

function adminApi(role: string, extra: Record<string, unknown> = {}) {
  return routeFetch({
    "/api/config": config(true),
    "/api/sports": sports,
    "/api/teams": teams,
    "/auth/me": (_u: URL, init?: RequestInit) =>
      new Headers(init?.headers).get("Authorization") === "Bearer access-1"
        ? jsonResponse(user(role))
        : jsonResponse({ detail: "Authentication credentials were not provided." }, { status: 401 }),
    "/api/games/live": { count: 1, results: [liveGame] },
    ...extra,
  });
}

describe("AdminPage access", () => {
  it("says sign-in is disabled when the auth flag is off", async () => {
    routeFetch({ "/api/config": config(false), "/api/sports": sports });
    renderApp("/admin/");
    expect(await screen.findByRole("heading", { name: "Sign-in is disabled on this site" })).toBeInTheDocument();
  });

  it("asks a signed-out visitor to sign in, with the auth dialog", async () => {
    adminApi("operator");
    renderApp("/admin/");
    const prompt = (await screen.findByRole("heading", { name: "Sign in to continue" })).closest("section")!;
    fireEvent.click(within(prompt).getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("tells a plain user they need operator access (the role comes from /auth/me/ with the bearer token)", async () => {
    signIn("operator"); // stale stored role: the server's answer wins
    const fetch = adminApi("user");
    renderApp("/admin/");
    expect(await screen.findByRole("heading", { name: "You need operator access" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).toBeNull();
    const me = fetch.mock.calls.find((c) => String(c[0]) === "/auth/me/")!;
    expect(new Headers(me[1]?.headers).get("Authorization")).toBe("Bearer access-1");
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(USER_KEY)!).role).toBe("user"));
  });

  it("shows the five tabs to an operator, each at its own path", async () => {
    signIn("operator");
    adminApi("operator", {
      "/api/admin/imports": {
        results: [
          { id: 2, source: "ingest", started_at: "2026-11-24T20:00:00Z", finished_at: "2026-11-24T20:00:00Z", rows: 1 },
          { id: 1, source: "nba", started_at: "2026-11-24T19:20:00Z", finished_at: "2026-11-24T19:21:32Z", rows: 120345 },
        ],
      },
    });
    const { router } = renderApp("/admin/");
    const tabs = await screen.findByRole("tablist", { name: "Admin sections" });
    expect(within(tabs).getAllByRole("tab").map((t) => t.textContent)).toEqual(["Live games", "Corrections", "Imports", "Audit log", "Plans"]);
    expect(await screen.findByRole("list", { name: "Live games" })).toHaveTextContent("Q3 - 4:12");
    fireEvent.click(within(tabs).getByRole("tab", { name: "Imports" }));
    expect(router.state.location.pathname).toBe("/admin/imports");
    expect(await screen.findByText("120,345")).toBeInTheDocument();
    expect(screen.getByText("1 m 32 s")).toBeInTheDocument();
    expect(screen.getByText("Live-score ingest: a new season for a live game")).toBeInTheDocument();
  });

  it("lets an admin set a plan's limits with the bearer token", async () => {
    signIn("admin");
    const plans = { available: true, results: [{ slug: "pro", name: "Pro", per_minute: 1200, per_day: 500000 }] };
    const fetch = adminApi("admin", { "/api/plans": plans, "/api/admin/plans/pro": { slug: "pro", name: "Pro", per_minute: 50, per_day: 500000 } });
    renderApp("/admin/plans");
    const form = await screen.findByRole("form", { name: "Pro limits" });
    fireEvent.change(within(form).getByLabelText("Requests a minute"), { target: { value: "50" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetch.mock.calls.some((c) => String(c[0]) === "/api/admin/plans/pro/")).toBe(true));
    const put = fetch.mock.calls.find((c) => String(c[0]) === "/api/admin/plans/pro/")!;
    expect(put[1]?.method).toBe("PUT");
    expect(JSON.parse(String(put[1]?.body))).toEqual({ per_minute: 50, per_day: 500000 });
    expect(new Headers(put[1]?.headers).get("Authorization")).toBe("Bearer access-1");
  });
});

describe("Live games form", () => {
  it("checks the fields before sending anything", async () => {
    signIn("operator");
    const fetch = adminApi("operator");
    renderApp("/admin/");
    const form = await screen.findByRole("form", { name: "Live game" });
    fireEvent.change(within(form).getByLabelText("Home score"), { target: { value: "-2" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save live game" }));
    for (const msg of [LIVE_FORM_MESSAGES.sport, LIVE_FORM_MESSAGES.level, LIVE_FORM_MESSAGES.homeTeam, LIVE_FORM_MESSAGES.awayTeam, LIVE_FORM_MESSAGES.score]) {
      expect(within(form).getByText(msg)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText("Home score")).toHaveAttribute("aria-invalid", "true");
    expect(fetch.mock.calls.some((c) => String(c[0]).startsWith("/api/v1/ingest"))).toBe(false);
  });

  it("sends the game with the bearer token and shows the server's detail when refused", async () => {
    signIn("operator");
    const fetch = adminApi("operator", {
      "/api/v1/ingest/games": () => jsonResponse({ detail: "home_team: unknown team slug" }, { status: 400 }),
    });
    renderApp("/admin/");
    const form = await screen.findByRole("form", { name: "Live game" });
    await within(form).findByRole("option", { name: "Basketball" });
    fireEvent.change(within(form).getByLabelText("Sport"), { target: { value: "basketball" } });
    await within(form).findAllByRole("option", { name: "Boston Celtics" });
    fireEvent.change(within(form).getByLabelText("Home team"), { target: { value: "boston-celtics" } });
    fireEvent.change(within(form).getByLabelText("Away team"), { target: { value: "los-angeles-lakers" } });
    fireEvent.change(within(form).getByLabelText("Date"), { target: { value: "2026-11-24" } });
    fireEvent.change(within(form).getByLabelText("Period"), { target: { value: "3" } });
    fireEvent.change(within(form).getByLabelText("Clock"), { target: { value: "4:12" } });
    fireEvent.change(within(form).getByLabelText("Home score"), { target: { value: "71" } });
    fireEvent.change(within(form).getByLabelText("Away score"), { target: { value: "68" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save live game" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("home_team: unknown team slug");
    const call = fetch.mock.calls.find((c) => String(c[0]) === "/api/v1/ingest/games/")!;
    expect(call[1]?.method).toBe("POST");
    expect(new Headers(call[1]?.headers).get("Authorization")).toBe("Bearer access-1");
    expect(JSON.parse(String(call[1]?.body))).toEqual(LIVE_BODY);
  });

  it("a quick button updates any live game by the external id the list gives (entered elsewhere, nothing stored in this browser)", async () => {
    signIn("operator");
    window.localStorage.removeItem("almanac:admin:external-ids");
    const elsewhere = { ...liveGame, id: 900002, external_id: "feed:nba:0022600321" };
    const fetch = adminApi("operator", {
      "/api/games/live": { count: 1, results: [elsewhere] },
      "/api/v1/ingest/games": (_u: URL, init?: RequestInit) => jsonResponse({ ...elsewhere, ...JSON.parse(String(init?.body)) }),
    });
    renderApp("/admin/");
    const list = await screen.findByRole("list", { name: "Live games" });
    expect(within(list).getByText(/feed:nba:0022600321/)).toBeInTheDocument();
    fireEvent.click(within(list).getByRole("button", { name: "Final" }));
    await waitFor(() => expect(fetch.mock.calls.some((c) => String(c[0]) === "/api/v1/ingest/games/")).toBe(true));
    const call = fetch.mock.calls.find((c) => String(c[0]) === "/api/v1/ingest/games/")!;
    expect(JSON.parse(String(call[1]?.body))).toMatchObject({
      external_id: "feed:nba:0022600321",
      status: "final",
      home_team: "boston-celtics",
      away_team: "dallas-mavericks",
      home_score: 71,
      away_score: 68,
      time_remaining: null,
    });
  });

  it("an imported live game (no external id) has no quick buttons and points to Corrections", async () => {
    signIn("operator");
    adminApi("operator", { "/api/games/live": { count: 1, results: [{ ...liveGame, external_id: null }] } });
    renderApp("/admin/");
    const list = await screen.findByRole("list", { name: "Live games" });
    expect(within(list).getByRole("button", { name: "Final" })).toBeDisabled();
    expect(within(list).getByRole("button", { name: "Boston Celtics +2" })).toBeDisabled();
    expect(within(list).getByText(/no external id to update it by/)).toBeInTheDocument();
  });

  it("a quick +2 sends the listed game with the new score", async () => {
    signIn("operator");
    const fetch = adminApi("operator", {
      "/api/v1/ingest/games": (_u: URL, init?: RequestInit) => jsonResponse({ ...liveGame, ...JSON.parse(String(init?.body)), id: 900001 }),
    });
    renderApp("/admin/");
    const list = await screen.findByRole("list", { name: "Live games" });
    fireEvent.click(within(list).getByRole("button", { name: "Boston Celtics +2" }));
    await waitFor(() => expect(within(list).getByText("73")).toBeInTheDocument());
    const call = fetch.mock.calls.find((c) => String(c[0]) === "/api/v1/ingest/games/")!;
    expect(JSON.parse(String(call[1]?.body))).toMatchObject({ external_id: "x1", home_score: 73, away_score: 68, status: "live" });
  });
});
