import { describe, expect, it } from "vitest";
import {
  addDays,
  changeEnd,
  changeStart,
  defaultRange,
  formatDisplayDate,
  formatLongDate,
  formatRange,
  inRange,
  isAllowedEnd,
  isIsoDate,
  mediumDate,
  isWeekRange,
  normalizeRange,
  parseTypedDate,
  shortDate,
  todayIso,
  weekRange,
} from "./dates";

describe("weekRange (Monday to Sunday)", () => {
  it.each([
    ["2025-12-15", "2025-12-15", "2025-12-21"], // Monday
    ["2025-12-18", "2025-12-15", "2025-12-21"], // Thursday
    ["2025-12-21", "2025-12-15", "2025-12-21"], // Sunday belongs to the week before it
    ["2026-01-01", "2025-12-29", "2026-01-04"], // across a year end
    ["2024-02-29", "2024-02-26", "2024-03-03"], // leap day
  ])("%s -> %s..%s", (day, from, to) => {
    expect(weekRange(day)).toEqual({ from, to });
  });

  it("recognises a whole week", () => {
    expect(isWeekRange({ from: "2025-12-15", to: "2025-12-21" })).toBe(true);
    expect(isWeekRange({ from: "2025-12-16", to: "2025-12-22" })).toBe(false);
    expect(isWeekRange({ from: "2025-12-15", to: null })).toBe(false);
  });
});

describe("defaultRange", () => {
  it("is the current Monday-Sunday week for football", () => {
    expect(defaultRange("football", "2026-11-21")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
  });
  it.each([null, undefined, "basketball", "baseball", "hockey"])("is today..today otherwise (%s)", (sport) => {
    expect(defaultRange(sport, "2026-11-21")).toEqual({ from: "2026-11-21", to: "2026-11-21" });
  });
});

describe("changeStart", () => {
  it("choosing the same day as the current start also sets the end to that day", () => {
    expect(changeStart({ from: "2025-12-15", to: "2025-12-21" }, "2025-12-15")).toEqual({ from: "2025-12-15", to: "2025-12-15" });
  });
  it("keeps the end when the new start is on or before it", () => {
    expect(changeStart({ from: "2025-12-15", to: "2025-12-21" }, "2025-12-10")).toEqual({ from: "2025-12-10", to: "2025-12-21" });
    expect(changeStart({ from: "2025-12-15", to: "2025-12-21" }, "2025-12-21")).toEqual({ from: "2025-12-21", to: "2025-12-21" });
  });
  it("moves the end along when the new start passes it (the end's minimum is the start)", () => {
    expect(changeStart({ from: "2025-12-15", to: "2025-12-21" }, "2025-12-25")).toEqual({ from: "2025-12-25", to: "2025-12-25" });
  });
  it("clears the start", () => {
    expect(changeStart({ from: "2025-12-15", to: "2025-12-21" }, null)).toEqual({ from: null, to: "2025-12-21" });
  });
});

describe("end date minimum", () => {
  const range = { from: "2025-12-15", to: "2025-12-21" };
  it("allows the start day and later", () => {
    expect(isAllowedEnd(range, "2025-12-15")).toBe(true);
    expect(changeEnd(range, "2025-12-31")).toEqual({ from: "2025-12-15", to: "2025-12-31" });
  });
  it("refuses a day before the start", () => {
    expect(isAllowedEnd(range, "2025-12-14")).toBe(false);
    expect(changeEnd(range, "2025-12-14")).toBeNull();
  });
  it("has no minimum without a start", () => {
    expect(changeEnd({ from: null, to: null }, "1999-01-01")).toEqual({ from: null, to: "1999-01-01" });
  });
});

describe("parseTypedDate (invalid input)", () => {
  it.each([
    ["Dec 15, 2025", "2025-12-15"],
    ["dec 15 2025", "2025-12-15"],
    ["December 5, 2025", "2025-12-05"],
    ["Sept 1, 2024", "2024-09-01"],
    ["2025-12-15", "2025-12-15"],
    ["2025-1-5", "2025-01-05"],
    ["12/15/2025", "2025-12-15"],
    ["  Feb 29, 2024 ", "2024-02-29"],
  ])("reads %j", (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });

  it.each(["", "garbage", "Feb 30, 2025", "Feb 29, 2025", "13/01/2025", "2025-13-01", "Foo 3, 2025", "Dec 15", "15 Dec 2025x"])(
    "refuses %j",
    (text) => {
      expect(parseTypedDate(text)).toBeNull();
    },
  );
});

describe("formatting", () => {
  it("shows 'MMM d, yyyy'", () => {
    expect(formatDisplayDate("2025-12-05")).toBe("Dec 5, 2025");
    expect(formatDisplayDate("nope")).toBe("");
    expect(formatDisplayDate(null)).toBe("");
  });
  it("shows the long en-US form", () => {
    expect(formatLongDate("2025-12-15")).toBe("Monday, December 15, 2025");
    expect(formatLongDate("2008-06-12", false)).toBe("June 12, 2008");
  });
  it("shows a range", () => {
    expect(formatRange({ from: "2025-12-15", to: "2025-12-21" })).toBe("Dec 15, 2025 – Dec 21, 2025");
    expect(formatRange({ from: "2025-12-15", to: "2025-12-15" })).toBe("Dec 15, 2025");
  });
});

describe("helpers", () => {
  it("todayIso uses the local calendar", () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe("2026-11-21");
  });
  it("addDays crosses months", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });
  it("isIsoDate checks real dates", () => {
    expect(isIsoDate("2025-02-28")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-2-28")).toBe(false);
  });
  it("normalizeRange drops bad values and raises an end before the start", () => {
    expect(normalizeRange("2025-12-15", "2025-12-01")).toEqual({ from: "2025-12-15", to: "2025-12-15" });
    expect(normalizeRange("junk", "2025-12-01")).toEqual({ from: null, to: "2025-12-01" });
  });
  it("the range is inclusive", () => {
    const r = { from: "2025-12-15", to: "2025-12-21" };
    expect(inRange("2025-12-15", r)).toBe(true);
    expect(inRange("2025-12-21", r)).toBe(true);
    expect(inRange("2025-12-22", r)).toBe(false);
    expect(inRange("1900-01-01", { from: null, to: null })).toBe(true);
  });
});

describe("short and medium dates", () => {
  it("formats dates as short month and day, without a time-zone shift", () => {
    expect(shortDate("2023-09-07")).toBe("Sep 7");
    expect(shortDate("2024-01-01")).toBe("Jan 1");
    expect(mediumDate("2024-02-11")).toBe("Feb 11, 2024");
    expect(shortDate("")).toBe("");
  });
});
