import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "@/lib/site";
import { renderWithProviders, routeFetch } from "@/testing/test-utils";
import SeasonOddsBacktestPage from "./SeasonOddsBacktestPage";

const nfl = normalizeSite({ name: "Gridiron Almanac", sport: "football", level: "professional" })!;
const scores = (model: number, equal: number, now: number) => ({ model, equal_chances: equal, current_places: now });
const bins = Array.from({ length: 10 }, (_, i) => ({ lower: i / 10, upper: (i + 1) / 10, forecasts: i === 9 ? 120 : 0, predicted: i === 9 ? 0.962 : 0, observed: i === 9 ? 0.95 : 0 }));
const ready = {
  status: "ready", sport: "football", level: "professional", runs_per_forecast: 2000, seasons: 56, first_season: 1970, last_season: 2025, skipped: [{ season: 1969, reason: "playoff format not modelled" }], method: "",
  dates: [
    { as_of: "opening_day", seasons: 56, forecasts: 1600, playoff_brier: scores(0.2013, 0.2335, 0.2336), title_log_loss: scores(2.879, 3.392, 3.396), below_both_baselines: true, calibration: bins },
    { as_of: "midpoint", seasons: 56, forecasts: 1600, playoff_brier: scores(0.1216, 0.2335, 0.1631), title_log_loss: scores(2.14, 3.392, 2.477), below_both_baselines: true, calibration: bins },
    { as_of: "three_quarters", seasons: 56, forecasts: 1600, playoff_brier: scores(0.0878, 0.2335, 0.1179), title_log_loss: scores(2.166, 3.392, 2.537), below_both_baselines: true, calibration: bins },
  ],
};

describe("season odds backtest page", () => {
  it("shows ours against both baselines per date, and the calibration bins", async () => {
    routeFetch({ "/api/v1/analytics/analytics/season_odds_backtest": ready });
    renderWithProviders(<SeasonOddsBacktestPage />, { path: "/analytics/season-odds/backtest", site: nfl });
    const table = await screen.findByRole("table", { name: /NFL season odds backtest/ });
    const mid = within(table).getByRole("rowheader", { name: "Midpoint" }).closest("tr")!;
    expect(within(mid).getByText("0.1216")).toBeInTheDocument();
    expect(within(mid).getByText("0.1631")).toBeInTheDocument();
    expect(within(mid).getByText("2.140")).toBeInTheDocument();
    expect(screen.getByText(/56 seasons, 1970–2025/)).toBeInTheDocument();
    const cal = screen.getByRole("table", { name: /calibration of playoff probabilities at midpoint/ });
    const top = within(cal).getByRole("rowheader", { name: "90–100%" }).closest("tr")!;
    expect(within(top).getByText("96%")).toBeInTheDocument();
    expect(within(top).getByText("−1")).toBeInTheDocument();
    // An empty bin is not a zero.
    const empty = within(cal).getByRole("rowheader", { name: "0–10%" }).closest("tr")!;
    expect(within(empty).getAllByText("—")).toHaveLength(3);
  });

  it("says a backtest not computed yet is being computed (a 202), not an error", async () => {
    routeFetch({
      "/api/v1/analytics/analytics/season_odds_backtest": { status: "computing", detail: "The football backtest is being computed (12 s so far); ask again shortly.", retry_after_seconds: 15, sport: "football", level: "professional", skipped: [], dates: [] },
    });
    renderWithProviders(<SeasonOddsBacktestPage />, { path: "/analytics/season-odds/backtest", site: nfl });
    expect(await screen.findByText(/Being computed: The football backtest is being computed/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
