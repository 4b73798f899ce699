import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CoverageNote } from "./CoverageNote";

const partial = { first_season: 1961, last_season: 2024, seasons: 47, seasons_with_stats: 42, stats_first_season: 1961, stats_last_season: 2020, complete: false };

describe("CoverageNote", () => {
  it("names the seasons a partial record covers", () => {
    render(<CoverageNote coverage={partial} what="Records" />);
    expect(screen.getByRole("note")).toHaveTextContent("Records cover 1961–2020 of a 1961–2024 career (42 of 47 seasons).");
  });
  it("renders nothing for a complete career", () => {
    const { container } = render(<CoverageNote coverage={{ ...partial, seasons_with_stats: 47, complete: true }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
