import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { configQueryOptions, DEFAULT_FEATURES } from "./config";

/**
 * The service worker (spec part 1 §9 PWA flag, on by default). The worker is
 * generated at build time (vite.config.ts): it precaches the app shell and
 * keeps recent GET /api answers, so a page visited once opens offline. The
 * web manifest is the server's, one per site (/site.webmanifest).
 */
export const SW_URL = "/sw.js";
/** The worker's cache of API answers (vite.config.ts, runtimeCaching). */
export const API_CACHE = "almanac-api";

/** The longest the worker's registration waits for an idle moment after load. */
const REGISTER_IDLE_TIMEOUT_MS = 5000;

/** At most this many answers are asked for again when the worker first takes over. */
const WARM_LIMIT = 60;

/**
 * The same-origin GET /api URLs this page has fetched so far (from the
 * resource timing entries), without exports: the answers the worker could
 * not see because it was not in control yet.
 */
export function apiUrlsSeen(entries: readonly PerformanceEntry[], origin: string): string[] {
  const out = new Set<string>();
  for (const e of entries) {
    const r = e as PerformanceResourceTiming;
    if (r.initiatorType !== "fetch" && r.initiatorType !== "xmlhttprequest") continue;
    let url: URL;
    try {
      url = new URL(r.name);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith("/api/") || url.pathname.includes("/export/")) continue;
    // The admin's answers need the operator's token (and the worker does not keep them); ingest is POST only.
    if (/^\/api\/(admin|v1\/ingest)\//.test(url.pathname)) continue;
    // POST-only routes (predictions, comparisons) answer 405 to a GET: leave them out.
    if (/\/(predict_game|compare_players|comparison_report|custom_report)\/?$/.test(url.pathname)) continue;
    out.add(url.pathname + url.search);
    if (out.size >= WARM_LIMIT) break;
  }
  return [...out];
}

/**
 * Asks again, through the worker now in control, for the API answers the page
 * fetched before it was (the browser's HTTP cache usually answers), so the
 * first page visited also opens offline.
 */
async function warmApiCache(): Promise<void> {
  const urls = apiUrlsSeen(performance.getEntriesByType("resource"), location.origin);
  await Promise.allSettled(urls.map((u) => fetch(u, { credentials: "include", headers: { Accept: "application/json" } })));
}

async function register(): Promise<void> {
  const sw = navigator.serviceWorker;
  const controlled = !!sw.controller;
  if (!controlled) sw.addEventListener("controllerchange", () => void warmApiCache(), { once: true });
  await sw.register(SW_URL, { scope: "/" });
}

async function unregister(): Promise<void> {
  const regs = await navigator.serviceWorker.getRegistrations();
  await Promise.all(regs.filter((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL.endsWith(SW_URL)).map((r) => r.unregister()));
}

/**
 * Registers the worker once the page has loaded and gone idle when the PWA flag is on
 * (production builds only: development has no worker), and removes it when
 * the flag is off.
 */
export function useServiceWorker(): void {
  const config = useQuery(configQueryOptions());
  // Decide once the flags are known (the defaults when /api/config fails).
  const pwa = config.data ? config.data.features.pwa : config.isError ? DEFAULT_FEATURES.pwa : undefined;
  useEffect(() => {
    if (pwa === undefined || !import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    // The worker's install fetches every script of the app: started while
    // the first page still renders, it competes with it for the network and
    // the processor. So it waits for the page to load and then go idle.
    let idle = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => void (pwa ? register() : unregister()).catch(() => {});
    const later = () => {
      if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: REGISTER_IDLE_TIMEOUT_MS });
      else timer = setTimeout(run, 0);
    };
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return () => {
      window.removeEventListener("load", later);
      if (idle && typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [pwa]);
}

/** Mount once inside the providers. */
export function ServiceWorker(): null {
  useServiceWorker();
  return null;
}
