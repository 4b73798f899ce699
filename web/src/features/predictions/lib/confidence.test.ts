import { barWidth, CONFIDENCE_BAR, confidenceLabel, confidenceTone, percent, score3 } from "./confidence";

describe("confidence label (0.8 Very High, 0.6 High, 0.4 Moderate, 0.2 Low, else Very Low)", () => {
  it.each([
    [1, "Very High"],
    [0.8, "Very High"],
    [0.7999, "High"],
    [0.6, "High"],
    [0.5999, "Moderate"],
    [0.4, "Moderate"],
    [0.3999, "Low"],
    [0.2, "Low"],
    [0.1999, "Very Low"],
    [0, "Very Low"],
    [Number.NaN, "Very Low"],
  ])("%s -> %s", (c, label) => expect(confidenceLabel(c)).toBe(label));
});

describe("confidence bar colour (green from 0.7, yellow from 0.4, else red)", () => {
  it.each([
    [1, "green"],
    [0.7, "green"],
    [0.6999, "yellow"],
    [0.4, "yellow"],
    [0.3999, "red"],
    [0, "red"],
    [Number.NaN, "red"],
  ])("%s -> %s", (c, tone) => expect(confidenceTone(c)).toBe(tone));

  it("has a fill per tone", () => {
    expect(CONFIDENCE_BAR).toEqual({ green: "bg-green-600", yellow: "bg-amber-400", red: "bg-red-600" });
  });
});

describe("formats", () => {
  it("shows shares as percentages with one decimal and scores with three", () => {
    expect(percent(0.6813)).toBe("68.1%");
    expect(percent(0.66237, 2)).toBe("66.24%");
    expect(percent(undefined)).toBe("—");
    expect(score3(0.20932)).toBe("0.209");
    expect(score3(0.20812, 4)).toBe("0.2081");
    expect(score3(Number.NaN)).toBe("—");
  });

  it("clamps bar widths", () => {
    expect(barWidth(0.25)).toBe("25%");
    expect(barWidth(1.5)).toBe("100%");
    expect(barWidth(-1)).toBe("0%");
    expect(barWidth(Number.NaN)).toBe("0%");
  });
});
