import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { dismissRateLimitNotice } from "@/lib/rate-limit-notice";

// findBy/waitFor wait up to 15 s, not 1: a whole app rendered with its lazy
// route chunks took over 5 s on a busy CI machine (a heading not found in
// time is a timing failure, not a behaviour; a found one returns at once).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  resetRequestLayer();
  dismissRateLimitNotice();
});

// jsdom does not implement scrolling; ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

// jsdom has no matchMedia.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
