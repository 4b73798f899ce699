import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { highlighted } from "../lib/odds-chart";
import { OddsChart } from "./OddsChart";

const team = (id: number, name: string, playoff: (number | null)[], title: (number | null)[]) => ({ id, slug: name.toLowerCase().replace(/ /g, "-"), name, abbreviation: name.slice(0, 3).toUpperCase(), playoff_probability: playoff, title_probability: title });
const dates = ["2023-09-07", "2023-09-14", "2023-09-21"];
const teams = [
  team(1, "Alpha Town", [0.5, 0.7, 1], [0.05, 0.1, 0.3]),
  team(2, "Beta City", [0.5, 0.3, 0], [0.05, 0.02, 0]),
  team(3, "Gamma Bay", [0.5, 0.6, 1], [0.05, 0.2, 0.6]),
  ...[4, 5, 6, 7].map((i) => team(i, `Team ${i}`, [0.5, 0.5, i / 10], [0.05, 0.05, i / 100])),
];

describe("odds chart", () => {
  it("highlights the best five by the last value, the chosen team first", () => {
    expect(highlighted(teams, "title").map((t) => t.id)).toEqual([3, 1, 7, 6, 5]);
    expect(highlighted(teams, "title", "beta-city").map((t) => t.id)).toEqual([2, 3, 1, 7, 6]);
  });

  it("draws one line a team and gives the highlighted teams' figures in a table", () => {
    const { container } = render(<OddsChart dates={dates} teams={teams} measure="playoff" />);
    expect(container.querySelectorAll("svg path")).toHaveLength(teams.length);
    expect(screen.getByText("Chance of the playoffs over the season")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /Chance of the playoffs by date/ });
    const last = within(table).getByRole("rowheader", { name: "2023-09-21" }).closest("tr")!;
    expect(within(last).getAllByRole("cell").map((c) => c.textContent)).toEqual(["100%", "100%", "70%", "60%", "50%"]);
  });

  it("marks the table's date between the chart's", () => {
    const { container, rerender } = render(<OddsChart dates={dates} teams={teams} measure="playoff" asOf="2023-09-10" />);
    expect(screen.getByText("As of")).toBeInTheDocument();
    expect(container.querySelectorAll("svg line[stroke-dasharray='4 3']")).toHaveLength(1);
    rerender(<OddsChart dates={dates} teams={teams} measure="playoff" asOf="2023-09-21" />); // the last date: nothing to mark
    expect(screen.queryByText("As of")).not.toBeInTheDocument();
  });

  it("leaves a gap where a date has no figure rather than drawing a zero", () => {
    const { container } = render(<OddsChart dates={dates} teams={[team(1, "Alpha Town", [0.5, null, 0.9], [0.1, null, 0.2])]} measure="playoff" />);
    const d = container.querySelector("svg path")!.getAttribute("d")!;
    expect(d.match(/M/g)).toHaveLength(2);
    expect(screen.getByRole("rowheader", { name: "2023-09-14" }).closest("tr")!.textContent).toContain("—");
  });
});
