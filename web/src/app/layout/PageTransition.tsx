import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useOutlet } from "react-router";
import { PageSkeleton } from "@/components/PageSkeleton";

/** Pages animate in over 0.4 s and out over 0.3 s with fade, slide and slight scale (index.css). */
export const PAGE_IN_MS = 400;
export const PAGE_OUT_MS = 300;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The routed screen with page transitions, in CSS (a few hundred bytes
 * instead of an animation library in the first-load bundle). On a path
 * change the outgoing page keeps its element and plays `page-exit` (0.3 s),
 * then the new page mounts with `page-enter` (0.4 s). The first page does
 * not animate; with prefers-reduced-motion pages swap at once. Search
 * parameter changes (tabs, filters) do not animate.
 */
export function AnimatedOutlet({ fallback = <PageSkeleton /> }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const [shown, setShown] = useState({ path: pathname, outlet, animate: false });
  const latest = useRef(outlet);
  // Refs are written after the commit, never during render (the swap below reads it later).
  useLayoutEffect(() => {
    latest.current = outlet;
  });

  const leaving = pathname !== shown.path;
  useEffect(() => {
    if (!leaving) return;
    const swap = () => setShown({ path: pathname, outlet: latest.current, animate: true });
    if (import.meta.env.MODE === "test" || prefersReducedMotion()) {
      swap();
      return;
    }
    const t = setTimeout(swap, PAGE_OUT_MS);
    return () => clearTimeout(t);
  }, [leaving, pathname]);

  const className = leaving ? "page-exit" : shown.animate ? "page-enter" : undefined;
  return (
    <div key={shown.path} className={className}>
      <Suspense fallback={fallback}>{leaving ? shown.outlet : outlet}</Suspense>
    </div>
  );
}
