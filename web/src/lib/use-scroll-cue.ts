import { useEffect, useState, type RefObject } from "react";

/** Which sides of a horizontally scrolling element hide more content. */
export interface ScrollCue {
  start: boolean;
  end: boolean;
}

/**
 * Tracks whether `ref`'s element has content scrolled out of view on either
 * side (kept current on scroll and resize), so the edge can fade as a cue
 * that there is more: on a phone a row of tabs that overflows otherwise just
 * looks cut off. `key` re-measures when the content changes.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>, key?: unknown): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const start = max > 1 && el.scrollLeft > 1;
      const end = max > 1 && el.scrollLeft < max - 1;
      setCue((c) => (c.start === start && c.end === end ? c : { start, end }));
    };
    el.addEventListener("scroll", update, { passive: true });
    // The observer's first call measures once the browser lays the page out
    // anyway; measuring here would force that layout in the middle of the
    // render's task (a long task while a page first fills in).
    const ro = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    if (ro) ro.observe(el);
    else update();
    return () => {
      el.removeEventListener("scroll", update);
      ro?.disconnect();
    };
  }, [ref, key]);
  return cue;
}

/** The mask that fades the sides a ScrollCue names (none when nothing is hidden). */
export function scrollCueMask({ start, end }: ScrollCue): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? "transparent, black 2rem" : "black";
  const to = end ? "black calc(100% - 2rem), transparent" : "black";
  return `linear-gradient(to right, ${from}, ${to})`;
}
