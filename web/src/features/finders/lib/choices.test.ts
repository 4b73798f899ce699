import { describe, expect, it } from "vitest";
import { choicesFor, scopeChips } from "./choices";

const chips = (q: string, tab: Parameters<typeof scopeChips>[1], sport = "basketball") => scopeChips(new URLSearchParams(q), tab, sport).map((c) => c.text);

describe("choicesFor", () => {
  it("scales player seasons by the sport's own unit", () => {
    const per = (sport: string) => choicesFor("player-seasons", sport)[0].options.map((o) => o.value);
    expect(per("basketball")).toEqual(["total", "game", "36"]);
    expect(per("hockey")).toEqual(["total", "game", "60"]);
    expect(per("baseball")).toEqual(["total", "game", "162"]);
    expect(per("football")).toEqual(["total", "game"]);
  });
  it("gives streaks the regular season as their default, the other game finders every game", () => {
    const games = (tab: Parameters<typeof choicesFor>[0]) => choicesFor(tab, "hockey").find((c) => c.param === "game_type");
    expect(games("streaks")).toMatchObject({ fallback: "regular" });
    expect(games("streaks")?.any).toBeUndefined();
    expect(games("team-games")).toMatchObject({ any: "Any game" });
    expect(games("player-games")).toMatchObject({ any: "Any game" });
    expect(games("team-seasons")).toBeUndefined();
  });
});

describe("scopeChips", () => {
  it("says each range in one chip", () => {
    expect(chips("season__gte=1990&season__lte=2024", "player-seasons")).toEqual(["Season 1990–2024"]);
    expect(chips("season__gte=1990", "player-seasons")).toEqual(["Season 1990 on"]);
    expect(chips("season__lte=1960&age__lte=24", "player-seasons")).toEqual(["Season to 1960", "Age to 24"]);
    expect(chips("season__gte=2023&season__lte=2023", "team-seasons")).toEqual(["Season 2023"]);
    expect(chips("date__gte=2024-01-01&date__lte=2024-02-01", "team-games")).toEqual(["Dates 2024-01-01–2024-02-01"]);
  });
  it("names the tab's choices and switches, not the API's defaults", () => {
    expect(chips("game_type=postseason&location=away&result=W&overtime=true", "team-games")).toEqual(["Postseason (every playoff game)", "Away", "Won", "Past regulation"]);
    expect(chips("game_type=regular&span=season", "streaks")).toEqual([]);
    expect(chips("game_type=championship&span=all&length__gte=10", "streaks")).toEqual(["The final", "Across seasons", "At least 10 games"]);
    expect(chips("per=36&qualified=true", "player-seasons")).toEqual(["Per 36 minutes", "Qualified"]);
    expect(chips("per=total&complete=true", "player-careers")).toEqual(["Whole careers"]);
  });
  it("shows what a shared link applies even without a field for it", () => {
    expect(chips("league=aba&position=C", "player-seasons")).toEqual(["League: ABA", "Position: C"]);
    expect(chips("result=X", "team-games")).toEqual(["Result: X"]);
  });
  it("clears both ends of a range together", () => {
    expect(scopeChips(new URLSearchParams("season__gte=1990&season__lte=2024"), "team-games", "hockey")[0].keys).toEqual(["season__gte", "season__lte"]);
  });
});
