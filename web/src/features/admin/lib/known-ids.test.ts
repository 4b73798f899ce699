import { describe, expect, it } from "vitest";
import { KNOWN_IDS_MAX, knownExternalId, rememberExternalId } from "./known-ids";

describe("known external ids", () => {
  it("remembers the latest id per game, ignores blanks, keeps the newest KNOWN_IDS_MAX", () => {
    rememberExternalId(1, "x1");
    rememberExternalId(1, "x1b");
    rememberExternalId(2, null);
    expect(knownExternalId(1)).toBe("x1b");
    expect(knownExternalId(2)).toBeNull();
    for (let i = 10; i < 10 + KNOWN_IDS_MAX; i++) rememberExternalId(i, `g${i}`);
    expect(knownExternalId(1)).toBeNull();
    expect(knownExternalId(10 + KNOWN_IDS_MAX - 1)).toBe(`g${10 + KNOWN_IDS_MAX - 1}`);
  });
  it("survives garbage in storage", () => {
    window.localStorage.setItem("almanac:admin:external-ids", "{not json");
    expect(knownExternalId(1)).toBeNull();
    rememberExternalId(1, "x1");
    expect(knownExternalId(1)).toBe("x1");
  });
});
