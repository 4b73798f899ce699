import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { dismissRateLimitNotice } from "@/lib/rate-limit-notice";

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
