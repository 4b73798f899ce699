import { startTransition, useEffect, useRef, useState } from "react";

/**
 * The content width of an element in CSS pixels, kept current with a
 * ResizeObserver: `fallback` until measured, and whether it was. The
 * observer's first report comes with the layout the browser does anyway;
 * reading the size in the effect would force that layout inside the render's
 * task (a long task while a page fills in). Without an observer (tests) the
 * width is read once, `fallback` when the element has none.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 640) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: fallback, measured: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof ResizeObserver === "undefined") {
      setSize({ width: el.clientWidth || fallback, measured: true });
      return;
    }
    const ro = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      // A chart drawn again at its width is a large render: as a transition
      // it yields to the browser every few milliseconds.
      if (w) startTransition(() => setSize({ width: Math.round(w), measured: true }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, size.width, size.measured] as const;
}
