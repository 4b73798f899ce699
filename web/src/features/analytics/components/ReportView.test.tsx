import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReportView } from "./ReportView";

const history = Array.from({ length: 30 }, (_, i) => ({ team_name: "Denver Broncos", season: 2024 - i, season_slug: `s${i}`, team_id: 9, wins: 10 + (i % 5), playoff_result: i % 3 ? null : "lost_wild_card", win_percentage: 0.5 }));

describe("ReportView", () => {
  it("draws a list of objects as a table named for its field: ids and slugs left out, numbers right-aligned, first rows only", () => {
    render(<ReportView data={{ sport: "football", season: 2025, history }} />);
    // A season is a label: no thousands separator.
    expect(screen.getByText("Season", { selector: "dt" }).nextSibling).toHaveTextContent(/^2025$/);
    const table = screen.getByRole("table", { name: "History" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Season", "Team name", "Wins", "Playoff result", "Win percentage"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(25);
    // The season names the rows: first, and in view while the table scrolls (not the team's name, the same in every row).
    expect(within(rows[0]).getAllByRole("cell").map((c) => c.textContent)).toEqual(["2024", "Denver Broncos", "10", "lost_wild_card", "0.5"]);
    expect(within(rows[1]).getAllByRole("cell")[3]).toHaveTextContent("—");
    expect(within(table).getByRole("columnheader", { name: "Wins" }).className).toContain("text-right");
    expect(within(table).getByRole("columnheader", { name: "Playoff result" }).className).toContain("text-left");
    expect(within(table).getByRole("columnheader", { name: "Season" }).className).toContain("text-left");
    expect(within(rows[0]).getAllByRole("cell")[0].className).toContain("sticky");
    expect(screen.getByText("First 25 of 30 rows; the download has them all.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "History" })).toHaveAttribute("tabindex", "0");
  });

  it("keeps the field order when no field names the rows; the first column stays in view", () => {
    render(<ReportView data={{ leaders: [{ wins: 3, team: "A" }, { wins: 3, team: "A" }] }} />);
    const table = screen.getByRole("table", { name: "Leaders" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Wins", "Team"]);
    expect(within(table).getAllByRole("cell")[0].className).toContain("sticky");
  });
});
