import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { normalizeSite } from "@/lib/site";
import { fetchedUrls, jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";
import type { Backtest, Prediction } from "./types";

const nflSite = normalizeSite({ name: "Gridiron Almanac", sport: "football", level: "professional" })!;
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const teams = [
  { id: 849, slug: "kansas-city-chiefs", name: "Kansas City Chiefs", is_active: true },
  { id: 837, slug: "buffalo-bills", name: "Buffalo Bills", is_active: true },
  { id: 900, slug: "decatur-staleys", name: "Decatur Staleys", is_active: false },
];
const bin = (lower: number, games: number) => ({ lower, upper: lower + 0.1, games, mean_forecast: lower + 0.05, home_win_rate: lower + 0.04 });
const scores = (games: number, accuracy: number, brier: number, log_loss: number) => ({ games, accuracy, brier, log_loss, calibration: [], decades: [] });
const backtest: Backtest = {
  sport: "football",
  level: "professional",
  games: 18234,
  accuracy: 0.6601,
  brier: 0.20932,
  log_loss: 0.61534,
  calibration: Array.from({ length: 10 }, (_, i) => bin(i / 10, 100 * (i + 1))),
  decades: [],
  baseline: scores(18234, 0.5754, 0.23996, 0.68184),
  fivethirtyeight: { ...scores(16810, 0.66237, 0.20838, 0.614), source: "fivethirtyeight", rows: 16810, almanac: scores(16810, 0.66234, 0.20813, 0.6133) },
  model: {
    method: "elo",
    last_game: "2026-02-08",
    seasons: 100,
    ensemble: 1,
    build_ms: 0,
    dataset_version: 1,
    latest_fit: { home_edge: 0, k: 20, margin_form: 0, new_team: 1500, playoff_gap_multiplier: 1, playoff_k_multiplier: 1, rest_cap_days: 0, rest_per_day: 0, reversion: 0 },
  },
};
const prediction: Prediction = {
  predicted_winner: "Buffalo Bills",
  home_team: "Kansas City Chiefs",
  away_team: "Buffalo Bills",
  home_team_id: 849,
  away_team_id: 837,
  home_win_probability: 0.3187,
  away_win_probability: 0.6813,
  predicted_score: { home: 19.4, away: 25.3 },
  confidence: 0.3625,
  key_factors: ["Rating gap: Kansas City Chiefs 1473 vs Buffalo Bills 1647 (-174 Elo)"],
  factors: [{ name: "rating_gap", value: -174, unit: "elo", detail: "Rating gap: Kansas City Chiefs 1473 vs Buffalo Bills 1647 (-174 Elo)" }],
  as_of: "2026-02-08",
};
const upcomingGame = { id: 1, game_date: "2026-12-01", game_time: "20:15", home_team: { id: 849, name: "Kansas City Chiefs" }, away_team: { id: 837, name: "Buffalo Bills" } };

function api({ upcoming = [] as unknown[], predict = (): Response | Promise<Response> => jsonResponse(prediction), bt = backtest as unknown } = {}) {
  const fetch = routeFetch({
    "/api/config": {},
    "/api/teams": page(teams),
    "/api/games/upcoming": page(upcoming),
    "/api/v1/analytics/analytics/backtest": bt,
  });
  // The prediction may answer later (a promise), which the table cannot.
  const byPath = fetch.getMockImplementation()!;
  fetch.mockImplementation((input, init) => (String(input).includes("/predict_game") ? Promise.resolve(predict()) : byPath(input, init)));
  return fetch;
}

describe("Predictions", () => {
  it("shows the backtest's figures, then predicts the chosen matchup with its details hidden at first", async () => {
    let release: (r: Response) => void = () => {};
    const fetch = api({ predict: () => new Promise<Response>((r) => (release = r)) });
    renderApp("/analytics/predictions", { site: nflSite });

    expect(await screen.findByText("18,234", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("66.0%")).toBeInTheDocument();
    expect(screen.getByText("0.209")).toBeInTheDocument();
    expect(screen.getByText("0.615")).toBeInTheDocument();
    expect(screen.getByTestId("fivethirtyeight")).toHaveTextContent("ours Brier 0.2081 and accuracy 66.23%; theirs Brier 0.2084 and accuracy 66.24%");
    expect(screen.getByText(/No upcoming NFL games are scheduled/)).toBeInTheDocument();
    for (const fixed of ["85.2%", "92.1%", "2,847"]) expect(screen.queryByText(fixed)).not.toBeInTheDocument();

    const home = screen.getByRole("combobox", { name: "Home Team" });
    const button = screen.getByRole("button", { name: "Generate Prediction" });
    // The league's active teams only; typing narrows them, the keyboard picks.
    fireEvent.change(home, { target: { value: "sta" } });
    expect(screen.queryByRole("option", { name: /Decatur Staleys/ })).not.toBeInTheDocument();
    fireEvent.change(home, { target: { value: "kansas" } });
    await waitFor(() => expect(screen.getByRole("option", { name: /Kansas City Chiefs/ })).toBeInTheDocument());
    expect(button).toBeDisabled();
    fireEvent.keyDown(home, { key: "ArrowDown" });
    fireEvent.keyDown(home, { key: "Enter" });
    expect(within(await screen.findByRole("group", { name: "Home Team" })).getByText("Kansas City Chiefs")).toBeInTheDocument();
    const away = screen.getByRole("combobox", { name: "Away Team" });
    fireEvent.change(away, { target: { value: "kansas" } });
    expect(screen.queryByRole("option", { name: /Kansas City Chiefs/ })).not.toBeInTheDocument();
    expect(button).toBeDisabled();
    fireEvent.change(away, { target: { value: "buffalo" } });
    fireEvent.mouseDown(await screen.findByRole("option", { name: /Buffalo Bills/ }));
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);

    const analyzing = await screen.findByRole("button", { name: "Analyzing..." });
    expect(analyzing).toBeDisabled();
    expect(screen.queryByText(/Predicted winner/)).not.toBeInTheDocument();
    const post = fetch.mock.calls.find((c) => String(c[0]).includes("predict_game"));
    expect(post?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ home_team_id: 849, away_team_id: 837 });
    release(jsonResponse(prediction));

    expect(await screen.findByRole("heading", { name: "Predicted winner: Buffalo Bills" })).toBeInTheDocument();
    expect(screen.getByTestId("home-probability")).toHaveTextContent("31.9%");
    expect(screen.getByTestId("away-probability")).toHaveTextContent("68.1%");
    expect(screen.getByTestId("confidence-label")).toHaveTextContent("Low");
    expect(screen.getByRole("meter", { name: "Confidence" }).firstElementChild).toHaveAttribute("data-tone", "red");
    expect(screen.queryByText(prediction.key_factors[0])).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show More Details" }));
    expect(screen.getByText(prediction.key_factors[0])).toBeInTheDocument();
    expect(fetchedUrls(fetch).some((u) => u.includes("/api/teams") && u.includes("sport__slug=football") && u.includes("level__slug=professional"))).toBe(true);
  });

  it("predicts an upcoming game in one click", async () => {
    const fetch = api({ upcoming: [upcomingGame] });
    renderApp("/analytics/predictions", { site: nflSite });
    fireEvent.click(await screen.findByRole("button", { name: /Buffalo Bills at Kansas City Chiefs/ }, { timeout: 15_000 }));
    expect(await screen.findByRole("heading", { name: "Predicted winner: Buffalo Bills" })).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Home Team" })).getByText("Kansas City Chiefs")).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Away Team" })).getByText("Buffalo Bills")).toBeInTheDocument();
    expect(fetchedUrls(fetch).some((u) => u.includes("/api/games/upcoming") && u.includes("page_size=5"))).toBe(true);
  });

  it("lets the hub's visitor choose the league", async () => {
    const fetch = api();
    renderApp("/analytics/predictions?league=nba");
    const group = await screen.findByRole("group", { name: "League" }, { timeout: 15_000 });
    expect(within(group).getByRole("button", { name: "NBA" })).toHaveAttribute("aria-pressed", "true");
    await screen.findByText("18,234");
    expect(fetchedUrls(fetch).some((u) => u.includes("backtest") && u.includes("sport__slug=basketball") && u.includes("level__slug=professional"))).toBe(true);
  });

  it("says so where no forecasts are made", async () => {
    api({ bt: jsonResponse({ detail: "Forecasts for baseball ncaa-d1 not found." }, { status: 404 }) });
    renderApp("/analytics/predictions", { site: normalizeSite({ name: "Campus Diamond Almanac", sport: "baseball", level: "college" })! });
    expect(await screen.findByText(/Predictions are not available for college baseball/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Generate Prediction" })).not.toBeInTheDocument();
  });
});
