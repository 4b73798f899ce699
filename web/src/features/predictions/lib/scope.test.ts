import { calibrationGap, calibrationPoints, calibrationSummary } from "./calibration";
import { leagueById, predictionScope, scopeLabel } from "./scope";

describe("prediction scope", () => {
  it("is the site's sport and level on a sport site, whatever the URL says", () => {
    expect(predictionScope({ sport__slug: "basketball", level__slug: "ncaa-d1" }, "nhl")).toEqual({ sport: "basketball", level: "ncaa-d1" });
    expect(predictionScope({ sport__slug: "hockey" }, "")).toEqual({ sport: "hockey", level: "professional" });
  });

  it("is the chosen league on the hub, NFL by default or for an unknown value", () => {
    expect(predictionScope({}, "cfb")).toEqual({ sport: "football", level: "ncaa-d1" });
    expect(predictionScope({}, "nope")).toEqual({ sport: "football", level: "professional" });
    expect(leagueById("nba").label).toBe("NBA");
  });

  it("names the league, or falls back for one without forecasts", () => {
    expect(scopeLabel({ sport: "football", level: "professional" }, "x")).toBe("NFL");
    expect(scopeLabel({ sport: "baseball", level: "ncaa-d1" }, "x")).toBe("college baseball");
    expect(scopeLabel({ sport: "cricket", level: "professional" }, "Almanac")).toBe("Almanac");
  });
});

describe("calibration", () => {
  const bins = [
    { lower: 0, upper: 0.1, games: 0, mean_forecast: 0, home_win_rate: 0 },
    { lower: 0.5, upper: 0.6, games: 30, mean_forecast: 0.55, home_win_rate: 0.63 },
    { lower: 0.6, upper: 0.7, games: 10, mean_forecast: 0.65, home_win_rate: 0.65 },
  ];

  it("plots percentages and leaves empty bins blank", () => {
    expect(calibrationPoints(bins)).toEqual([
      { label: "0–10%", games: 0, forecast: null, observed: null },
      { label: "50–60%", games: 30, forecast: 55.00000000000001, observed: 63 },
      { label: "60–70%", games: 10, forecast: 65, observed: 65 },
    ]);
  });

  it("measures the games-weighted gap", () => {
    expect(calibrationGap(bins)).toBeCloseTo(6, 6);
    expect(calibrationGap([])).toBeNull();
    expect(calibrationSummary(bins)).toBe("Across 2 probability bins, the home team's actual win rate was on average 6.0 percentage points from the forecast.");
  });
});
