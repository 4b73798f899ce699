import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, routeFetch } from "@/testing/test-utils";
import { nfl2015, page } from "@/features/seasons/testing/fixtures";

describe("Data quality", () => {
  it("shows figures measured from the API, not the spec's fixed ones", async () => {
    routeFetch({
      "/api/seasons": page([nfl2015]),
      "/api/games/recent": page([{ game_date: "2016-02-07" }]),
      "/api/games": (u: URL) => page([], u.searchParams.get("status") === "scheduled" ? 4 : u.searchParams.get("status") === "final" ? 396 : 400),
      "/api/config": {},
    });
    renderApp("/data-quality");
    expect(await screen.findByText("Champions recorded", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText("4 past games have no result recorded, of 400")).toBeInTheDocument();
    expect(screen.getByText("National Football League")).toBeInTheDocument();
    for (const fixed of ["98.5%", "99.2%", "95.8%", "97.3%"]) expect(screen.queryByText(fixed)).not.toBeInTheDocument();
  });
});
