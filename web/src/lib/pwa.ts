import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { configQueryOptions, DEFAULT_FEATURES } from "./config";
import { dropKept, handToWorker } from "./sw-handoff";

/**
 * The service worker. The worker is
 * generated at build time (vite.config.ts): it precaches the app shell and
 * keeps recent GET /api answers, so a page visited once opens offline. The
 * web manifest is the server's, one per site (/site.webmanifest).
 */
export const SW_URL = "/sw.js";
/** The worker's cache of API answers (vite.config.ts, runtimeCaching). */
export const API_CACHE = "almanac-api";

/** The longest the worker's registration waits for an idle moment after load. */
const REGISTER_IDLE_TIMEOUT_MS = 5000;

async function register(): Promise<void> {
  const sw = navigator.serviceWorker;
  // The answers this page fetched before the worker was in control go into
  // its cache as they are (sw-handoff.ts), never fetched a second time.
  if (sw.controller) dropKept();
  else sw.addEventListener("controllerchange", () => void handToWorker(API_CACHE), { once: true });
  await sw.register(SW_URL, { scope: "/" });
}

async function unregister(): Promise<void> {
  dropKept();
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
