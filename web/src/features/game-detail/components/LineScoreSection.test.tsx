import { screen, within } from "@testing-library/react";
import { renderWithProviders as render } from "@/testing/test-utils";
import { describe, expect, it } from "vitest";
import type { LineScore } from "../api/get-game";
import { LineScoreSection } from "./LineScoreSection";

// Retrosheet's rows of CHN200003300 (Tokyo, 2000-03-30): Mets 5 R 6 H 2 E,
// Cubs 1 R 5 H 0 E, 33 outs by the Cubs' pitchers.
const tokyo: LineScore = {
  periods: [],
  away: { by_period: [], total: 5, hits: 6, errors: 2 },
  home: { by_period: [], total: 1, hits: 5, errors: 0 },
  innings: 11,
  source: "baseball/retrosheet_teamstats_2000_2025.csv.gz",
  source_name: "Retrosheet",
  note: "Runs by inning are not in the data: only the game's runs, hits and errors.",
};

const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);

describe("LineScoreSection", () => {
  it("baseball: away above home with R, H, E, the innings, what the line lacks and its source", () => {
    render(<LineScoreSection line={tokyo} sport="baseball" awayName="New York Mets" homeName="Chicago Cubs" />);
    const table = screen.getByRole("table", { name: "Line score" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[0]).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Team", "R", "H", "E"]);
    expect(within(rows[1]).getByRole("rowheader")).toHaveTextContent("New York Mets");
    expect(cells(rows[1])).toEqual(["5", "6", "2"]);
    expect(within(rows[2]).getByRole("rowheader")).toHaveTextContent("Chicago Cubs");
    expect(cells(rows[2])).toEqual(["1", "5", "0"]);
    expect(screen.getByText("11 innings (extra innings).")).toBeInTheDocument();
    expect(screen.getByText(tokyo.note as string)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retrosheet" })).toHaveAttribute("href", "/data-quality#dq-sources");
  });

  it("a nine-inning game says so; no innings known: no innings line", () => {
    const { unmount } = render(<LineScoreSection line={{ ...tokyo, innings: 9 }} sport="baseball" awayName="A" homeName="B" />);
    expect(screen.getByText("Nine innings.")).toBeInTheDocument();
    unmount();
    render(<LineScoreSection line={{ ...tokyo, innings: null }} sport="baseball" awayName="A" homeName="B" />);
    expect(screen.queryByText(/innings\./)).toBeNull();
  });

  it("by period: one column per period and the total; a period the source lacks is a dash, never 0", () => {
    const line: LineScore = {
      periods: ["1", "2", "3", "4"],
      away: { by_period: [0, 7, 3], total: 10, hits: null, errors: null },
      home: { by_period: [0, 0, 3, 10], total: 13, hits: null, errors: null },
      innings: null,
      source: "test",
      source_name: "Retrosheet",
      note: null,
    };
    render(<LineScoreSection line={line} sport="football" awayName="New England Patriots" homeName="Seattle Seahawks" />);
    const rows = within(screen.getByRole("table", { name: "Line score" })).getAllByRole("row");
    expect(within(rows[0]).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Team", "1", "2", "3", "4", "T"]);
    expect(cells(rows[1])).toEqual(["0", "7", "3", "—", "10"]);
    expect(cells(rows[2])).toEqual(["0", "0", "3", "10", "13"]);
  });
});
