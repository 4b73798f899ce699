import { describe, expect, it } from "vitest";
import { actionLabel, auditChanges, formatValue } from "./audit";

describe("auditChanges", () => {
  it("lists only the fields that changed, before → after", () => {
    expect(
      auditChanges(
        { home_score: 71, away_score: 68, status: "live", period: 3, time_remaining: "4:12" },
        { home_score: 74, away_score: 68, status: "live", period: 3, time_remaining: "3:40" },
      ),
    ).toEqual([
      { field: "home_score", before: "71", after: "74" },
      { field: "time_remaining", before: "4:12", after: "3:40" },
    ]);
  });
  it("a creation lists every field of after against nothing", () => {
    expect(auditChanges(null, { status: "live", home_score: 0 })).toEqual([
      { field: "status", before: "—", after: "live" },
      { field: "home_score", before: "—", after: "0" },
    ]);
  });
  it("nested values compare as JSON; a field that disappears shows as —", () => {
    expect(auditChanges({ team: { slug: "a" }, coach: "X" }, { team: { slug: "b" } })).toEqual([
      { field: "team", before: '{"slug":"a"}', after: '{"slug":"b"}' },
      { field: "coach", before: "X", after: "—" },
    ]);
  });
  it("a role change given as plain values", () => {
    expect(auditChanges("user", "operator")).toEqual([{ field: "value", before: "user", after: "operator" }]);
  });
});

describe("labels", () => {
  it("names known actions and keeps unknown ones", () => {
    expect(actionLabel("game.ingest")).toBe("Live game entered");
    expect(actionLabel("team.merge")).toBe("team.merge");
    expect(formatValue(false)).toBe("false");
    expect(formatValue("")).toBe("—");
  });
});
