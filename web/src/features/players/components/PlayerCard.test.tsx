import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { makePlayer } from "../testing/fixtures";
import { PlayerCard } from "./PlayerCard";

const card = (over: Parameters<typeof makePlayer>[0]) =>
  renderWithProviders(
    <ul>
      <PlayerCard player={makePlayer(over)} expanded={false} onToggle={() => {}} />
    </ul>,
  );

describe("PlayerCard lines by role", () => {
  it("shows a pitcher's pitching line (the API's role line leads)", () => {
    card({ primary_position: "P", career_roles: ["pitching"], career_stats: { games_pitched: 432, wins: 212, losses: 94, era: 2.5, innings_pitched: 2742.7, strikeouts: 2968, hits: 113 } });
    expect(screen.getByText("ERA")).toBeInTheDocument();
    expect(screen.getByText("2.500")).toBeInTheDocument();
    expect(screen.queryByText("Hits")).not.toBeInTheDocument();
  });

  it("shows three figures of each of a two-way player's roles", () => {
    card({
      primary_position: "RF", career_roles: ["batting", "pitching"],
      career_stats: { games_played: 2504, at_bats: 8398, hits: 2873, home_runs: 714, runs_batted_in: 2217, batting_average: 0.342, wins: 94, era: 2.28, strikeouts: 488 },
    });
    for (const label of ["Hits", "Home Runs", "AVG", "Wins", "ERA", "Strikeouts"]) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText("RBI")).not.toBeInTheDocument();
  });

  it("says when the career's statistics cover part of it", () => {
    card({
      career_stats: { games_played: 271, passing_yards: 40065 },
      career_coverage: { first_season: 2000, last_season: 2022, seasons: 23, seasons_with_stats: 9, stats_first_season: 2014, stats_last_season: 2022, complete: false },
    });
    expect(screen.getByText("Statistics cover 2014–2022 of a 2000–2022 career (9 of 23 seasons).")).toBeInTheDocument();
  });
});
