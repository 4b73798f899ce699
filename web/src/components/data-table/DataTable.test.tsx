import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataTable } from "./DataTable";
import { tableCsv } from "./csv";
import { nextSort, sortByColumn, sortRows } from "./sort";
import type { Column } from "./types";
import { useLocalSort } from "./use-sort";

interface Team {
  id: number;
  name: string;
  wins: number | null;
  note: string;
}

const TEAMS: Team[] = [
  { id: 1, name: "Bears", wins: 7, note: "a, b" },
  { id: 2, name: "Ants", wins: null, note: "=SUM(A1)" },
  { id: 3, name: "Cats", wins: 11, note: "" },
];

const COLUMNS: Column<Team>[] = [
  { key: "name", label: "Team", sticky: true, rowHeader: true, sortable: true, value: (r) => r.name },
  { key: "wins", label: "W", abbr: "Wins", numeric: true, sortable: true, value: (r) => r.wins },
  { key: "note", label: "Note", value: (r) => r.note },
  { key: "details", label: "Details", hideLabel: true, csv: false, format: (r) => <button type="button">Open {r.name}</button> },
];

function SortedTable() {
  const [sort, onSort] = useLocalSort({ field: "wins", dir: "desc" });
  return <DataTable caption="Teams" columns={COLUMNS} rows={sortByColumn(TEAMS, COLUMNS, sort)} rowKey={(r) => r.id} sort={sort} onSort={onSort} />;
}

const firstColumn = () =>
  within(screen.getByRole("table", { name: "Teams" }))
    .getAllByRole("rowheader")
    .map((c) => c.textContent);

describe("sorting rules", () => {
  it.each([
    [{ field: "win_percentage", dir: "desc" as const }, "win_percentage", { field: "win_percentage", dir: "asc" }],
    [{ field: "win_percentage", dir: "asc" as const }, "win_percentage", { field: "win_percentage", dir: "desc" }],
    [{ field: "win_percentage", dir: "asc" as const }, "points_for", { field: "points_for", dir: "desc" }],
    [{ field: "points", dir: "desc" as const }, "assists", { field: "assists", dir: "desc" }],
  ])("%o clicked %s → %o", (cur, clicked, want) => {
    expect(nextSort(cur, clicked)).toEqual(want);
  });

  it("sorts numbers, keeps missing values last in both directions, stable on ties", () => {
    const rows = [
      { k: "a", v: 2 },
      { k: "b", v: null },
      { k: "c", v: 5 },
      { k: "d", v: 2 },
    ];
    expect(sortRows(rows, (r) => r.v, "desc").map((r) => r.k)).toEqual(["c", "a", "d", "b"]);
    expect(sortRows(rows, (r) => r.v, "asc").map((r) => r.k)).toEqual(["a", "d", "c", "b"]);
    expect(sortRows([{ s: "Bears" }, { s: "Ants" }], (r) => r.s, "asc").map((r) => r.s)).toEqual(["Ants", "Bears"]);
  });
});

describe("DataTable", () => {
  it("shows rows in the sorted order and marks the sorted header with aria-sort", () => {
    render(<SortedTable />);
    expect(firstColumn()).toEqual(["Cats", "Bears", "Ants"]);
    const wins = screen.getByRole("columnheader", { name: /W/ });
    const team = screen.getByRole("columnheader", { name: /Team/ });
    expect(wins).toHaveAttribute("aria-sort", "descending");
    expect(team).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Note" })).not.toHaveAttribute("aria-sort");

    fireEvent.click(within(wins).getByRole("button"));
    expect(wins).toHaveAttribute("aria-sort", "ascending");
    expect(firstColumn()).toEqual(["Bears", "Cats", "Ants"]);

    fireEvent.click(within(team).getByRole("button"));
    expect(team).toHaveAttribute("aria-sort", "descending");
    expect(wins).toHaveAttribute("aria-sort", "none");
    expect(firstColumn()).toEqual(["Cats", "Bears", "Ants"]);
  });

  it("names the abbreviation, hides an action column's label, shows a dash for a missing value", () => {
    render(<SortedTable />);
    expect(screen.getByTitle("Wins")).toHaveTextContent("W");
    expect(screen.getByRole("columnheader", { name: "Details" }).querySelector(".sr-only")).not.toBeNull();
    const ants = screen.getByRole("row", { name: /Ants/ });
    expect(within(ants).getAllByRole("cell")[0]).toHaveTextContent("—");
  });

  it("scrolls inside a focusable region named for the table; the first column sticks", () => {
    render(<SortedTable />);
    const region = screen.getByRole("region", { name: "Teams" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region.className).toContain("overflow-x-auto");
    expect(screen.getByRole("rowheader", { name: "Cats" }).className).toContain("sticky");
  });

  it("centres a column's header and cells, a row header's too; left-aligns other row headers and right-aligns numbers", () => {
    const cols: Column<Team>[] = [
      { key: "wins", label: "W", numeric: true, centered: true, value: (r) => r.wins },
      { key: "name", label: "Team", rowHeader: true, centered: true, value: (r) => r.name },
      { key: "note", label: "Note", rowHeader: true, value: (r) => r.note },
      { key: "id", label: "Id", numeric: true, value: (r) => r.id },
    ];
    render(<DataTable caption="Mirror" columns={cols} rows={TEAMS.slice(0, 1)} rowKey={(r) => r.id} />);
    const cls = (el: HTMLElement) => el.className.split(/\s+/);
    expect(cls(screen.getByRole("columnheader", { name: "W" }))).toContain("text-center");
    expect(cls(screen.getByRole("columnheader", { name: "W" }))).not.toContain("text-left");
    const [wins, id] = screen.getAllByRole("cell");
    expect(cls(wins)).toEqual(expect.arrayContaining(["text-center", "tabular-nums"]));
    expect(cls(wins)).not.toContain("text-right");
    expect(cls(id)).toContain("text-right");
    expect(cls(screen.getByRole("rowheader", { name: "Bears" }))).toContain("text-center");
    expect(cls(screen.getByRole("rowheader", { name: "a, b" }))).toContain("text-left");
  });

  it("shows a detail row under a row", () => {
    render(<DataTable caption="Teams" columns={COLUMNS} rows={TEAMS} rowKey={(r) => r.id} detail={(r) => (r.id === 2 ? <p>More about {r.name}</p> : null)} />);
    expect(screen.getAllByRole("row")).toHaveLength(1 + TEAMS.length + 1);
    expect(screen.getByText("More about Ants").closest("td")).toHaveAttribute("colspan", String(COLUMNS.length));
  });
});

describe("CSV of the view", () => {
  it("has the columns shown (not the action column) and the rows in the order shown", () => {
    const rows = sortByColumn(TEAMS, COLUMNS, { field: "name", dir: "asc" });
    expect(tableCsv(COLUMNS, rows)).toBe(["Team,W,Note", "Ants,,'=SUM(A1)", 'Bears,7,"a, b"', "Cats,11,", ""].join("\r\n"));
  });

  it("uses a column's own CSV field when it has one", () => {
    const cols: Column<Team>[] = [{ key: "name", label: "Team", value: (r) => r.name, csv: (r) => r.name.toUpperCase() }];
    expect(tableCsv(cols, TEAMS.slice(0, 1))).toBe("Team\r\nBEARS\r\n");
  });
});
