import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDeferredData } from "./use-deferred-data";

describe("useDeferredData", () => {
  it("draws a query's answer, never another query's, and keeps the drawn answer until a newer one is drawn", () => {
    const seen: { data: string | undefined; pending: boolean }[] = [];
    const { rerender } = renderHook(
      ({ k, d }: { k: string; d: string | undefined }) => {
        const r = useDeferredData(k, d);
        seen.push(r);
        return r;
      },
      { initialProps: { k: "2015", d: undefined as string | undefined } },
    );
    expect(seen.at(-1)).toEqual({ data: undefined, pending: false });

    rerender({ k: "2015", d: "a" });
    expect(seen.at(-1)).toEqual({ data: "a", pending: false });
    // The answer's arrival committed the loading state first.
    expect(seen).toContainEqual({ data: undefined, pending: true });

    seen.length = 0;
    rerender({ k: "2015", d: "a2" });
    expect(seen.at(-1)).toEqual({ data: "a2", pending: false });
    // A newer answer of the same query: the old one stays on screen meanwhile.
    expect(seen.every((r) => r.data !== undefined && !r.pending)).toBe(true);

    seen.length = 0;
    rerender({ k: "2016", d: "b" });
    expect(seen.at(-1)).toEqual({ data: "b", pending: false });
    // Another season's answer is never drawn under this one's key.
    expect(seen.some((r) => r.data === "a2")).toBe(false);
  });
});
