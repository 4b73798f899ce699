import { describe, expect, it } from "vitest";
import { formatRetryAfter } from "./rate-limit-notice";

describe("formatRetryAfter", () => {
  it.each([
    [1, "Retry in 1 second"],
    [45, "Retry in 45 seconds"],
    [58.2, "Retry in 59 seconds"],
    [60, "Retry in 1 minute"],
    [120, "Retry in 2 minutes"],
    [90, "Retry in 1m 30s"],
    [3725, "Retry in 62m 5s"],
    [0, "Retry in 0 seconds"],
    [-5, "Retry in 0 seconds"],
    [Number.NaN, "Retry in 1 minute"],
  ])("%s s -> %s", (s, text) => {
    expect(formatRetryAfter(s)).toBe(text);
  });
});
