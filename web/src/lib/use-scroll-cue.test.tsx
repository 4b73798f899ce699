import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it } from "vitest";
import { scrollCueMask, useScrollCue } from "./use-scroll-cue";

function Row({ width }: { width: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(ref, width);
  return (
    <div
      ref={(el) => {
        if (el) {
          // jsdom lays nothing out: the row is 300 px wide showing 200.
          Object.defineProperty(el, "scrollWidth", { configurable: true, value: width });
          Object.defineProperty(el, "clientWidth", { configurable: true, value: 200 });
        }
        ref.current = el;
      }}
      data-testid="row"
      data-cue={`${cue.start}/${cue.end}`}
    />
  );
}

describe("useScrollCue", () => {
  it("names the sides that hide content as the row scrolls", () => {
    render(<Row width={300} />);
    const row = screen.getByTestId("row");
    expect(row.dataset.cue).toBe("false/true");
    act(() => {
      row.scrollLeft = 50;
      fireEvent.scroll(row);
    });
    expect(row.dataset.cue).toBe("true/true");
    act(() => {
      row.scrollLeft = 100;
      fireEvent.scroll(row);
    });
    expect(row.dataset.cue).toBe("true/false");
  });

  it("shows no cue when everything fits", () => {
    render(<Row width={200} />);
    expect(screen.getByTestId("row").dataset.cue).toBe("false/false");
  });
});

describe("scrollCueMask", () => {
  it("fades only the hidden sides", () => {
    expect(scrollCueMask({ start: false, end: false })).toBeUndefined();
    expect(scrollCueMask({ start: false, end: true })).toBe("linear-gradient(to right, black, black calc(100% - 2rem), transparent)");
    expect(scrollCueMask({ start: true, end: false })).toBe("linear-gradient(to right, transparent, black 2rem, black)");
  });
});
