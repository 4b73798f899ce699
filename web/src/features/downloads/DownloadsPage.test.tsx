import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, routeFetch } from "@/testing/test-utils";

const file = (path: string, extra: Record<string, unknown>) => ({
  path,
  url: `/downloads/files/${path}`,
  size: 2048,
  sha256: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
  format: "csv",
  table: null,
  site: null,
  rows: null,
  licence: "CC BY 4.0",
  attribution: ["Source A"],
  ...extra,
});

const release = {
  release: "2026-11-01",
  created: "2026-11-01T10:00:00Z",
  previous: null,
  count: 3,
  files: [
    file("nba/games.csv", { table: "games", site: "nba", rows: 71234, size: 5_400_000 }),
    file("nfl/teams.parquet", { table: "teams", site: "nfl", format: "parquet", rows: 32 }),
    file("almanac.sqlite", { format: "sqlite", size: 512 }),
  ],
  changes: [],
};

describe("/downloads", () => {
  it("lists each site's files and the whole dataset in named tables: link, rows, size, checksum", async () => {
    routeFetch({ "/api/downloads": release });
    renderApp("/downloads");
    const nba = await screen.findByRole("table", { name: "Files: Pro basketball" });
    expect(within(nba).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["File", "Rows", "Size", "SHA-256"]);
    const games = within(nba).getByRole("rowheader", { name: /games \(CSV\)/ });
    expect(within(games).getByRole("link", { name: "games (CSV)" })).toHaveAttribute("href", "/downloads/files/nba/games.csv");
    const row = within(nba).getByRole("row", { name: /games \(CSV\)/ });
    expect(row).toHaveTextContent("71,234");
    expect(row).toHaveTextContent("5.1 MB");
    expect(within(row).getByTitle(release.files[0].sha256)).toHaveTextContent("0123456789abcdef…");
    expect(screen.getByRole("table", { name: "Files: Pro football" })).toHaveTextContent("teams (Parquet)");

    // A file without rows says so (a dash), never 0.
    const whole = screen.getByRole("table", { name: "Files: Every sport" });
    const sqlite = within(whole).getByRole("row", { name: /Whole public dataset/ });
    expect(within(sqlite).getAllByRole("cell")[0]).toHaveTextContent("—");
    expect(sqlite).toHaveTextContent("512 B");
    expect(screen.getByRole("region", { name: "Files: Every sport" })).toHaveAttribute("tabindex", "0");
  });
});
