import { describe, expect, it } from "vitest";
import { celticsMavs, makeGame } from "@/testing/game-fixtures";
import { chooseRange, fallbackNote, fallbackRange, needsFallback } from "./range";

const today = "2026-11-21"; // a Saturday

describe("chooseRange", () => {
  it("uses the default when the URL has no dates", () => {
    expect(chooseRange({ from: null, to: null }, null, today)).toEqual({
      range: { from: today, to: today },
      userChosen: false,
    });
    expect(chooseRange({ from: null, to: null }, "football", today).range).toEqual({ from: "2026-11-16", to: "2026-11-22" });
  });
  it("uses the URL's dates as the visitor's choice", () => {
    expect(chooseRange({ from: "2024-06-01", to: "2024-06-30" }, "basketball", today)).toEqual({
      range: { from: "2024-06-01", to: "2024-06-30" },
      userChosen: true,
    });
    expect(chooseRange({ from: null, to: "2024-06-30" }, null, today)).toEqual({
      range: { from: null, to: "2024-06-30" },
      userChosen: true,
    });
  });
});

describe("needsFallback", () => {
  const dflt = { range: { from: today, to: today }, userChosen: false };
  it("only for the default range once it has loaded empty", () => {
    expect(needsFallback(dflt, [], null)).toBe(true);
    expect(needsFallback(dflt, undefined, null)).toBe(false);
    expect(needsFallback(dflt, [makeGame({ id: 1 })], null)).toBe(false);
    expect(needsFallback({ ...dflt, userChosen: true }, [], null)).toBe(false);
  });
  it("counts only the chosen sport's games", () => {
    expect(needsFallback(dflt, [celticsMavs({ id: 1 })], "football")).toBe(true);
    expect(needsFallback(dflt, [celticsMavs({ id: 1 })], "basketball")).toBe(false);
  });
});

describe("fallbackRange and note", () => {
  it("is the latest day, or its week for football", () => {
    expect(fallbackRange("2024-06-17", "basketball")).toEqual({ from: "2024-06-17", to: "2024-06-17" });
    expect(fallbackRange("2025-12-15", "football")).toEqual({ from: "2025-12-15", to: "2025-12-21" });
  });
  it("says what is shown", () => {
    expect(fallbackNote({ from: "2024-06-17", to: "2024-06-17" }, null)).toBe("No games today — showing the latest games, Jun 17, 2024");
    expect(fallbackNote({ from: "2025-12-15", to: "2025-12-21" }, "football")).toBe(
      "No games this week — showing the latest games, Dec 15, 2025 – Dec 21, 2025",
    );
  });
});
