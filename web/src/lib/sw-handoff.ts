/**
 * The API answers a first visit fetched before the service worker took
 * over, kept to be handed to the worker's cache when it does: the first
 * page visited then opens offline too, without asking the server for every
 * answer a second time (which a first visit used to do).
 *
 * Only same-origin GET /api answers of 200 are kept, at most MAX_KEPT, and
 * only while no worker controls the page; handing them over or dropping
 * them (the PWA flag is off) ends the keeping for the page's life.
 */

/** At most this many answers are kept for the worker (a page asks for far fewer). */
export const MAX_KEPT = 60;

let kept: [url: string, res: Response][] | null = [];

/**
 * Whether the worker keeps answers of this same-origin path: the read API,
 * not exports (files, large), the live-score stream, the operator's
 * answers (need the operator's token) or ingest (POST only).
 */
export function workerKeeps(pathname: string): boolean {
  return (
    pathname.startsWith("/api/") &&
    !pathname.includes("/export/") &&
    !/^\/api\/(admin|v1\/ingest)\//.test(pathname) &&
    !/\/stream\/?$/.test(pathname)
  );
}

function uncontrolled(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && !navigator.serviceWorker.controller;
}

/** Keeps a copy of res (the answer to a GET of url) for the worker when it is not in control yet. */
export function keepForWorker(url: string, method: string, res: Response): void {
  if (!kept || kept.length >= MAX_KEPT || method !== "GET" || res.status !== 200 || !uncontrolled()) return;
  let u: URL;
  try {
    u = new URL(url, location.href);
  } catch {
    return;
  }
  if (u.origin !== location.origin || !workerKeeps(u.pathname)) return;
  kept.push([u.href, res.clone()]);
}

/** Puts the kept answers into the worker's cache `cacheName` (once; later calls do nothing). */
export async function handToWorker(cacheName: string): Promise<void> {
  const list = kept;
  kept = null;
  if (!list?.length || typeof caches === "undefined") return;
  const cache = await caches.open(cacheName);
  await Promise.allSettled(list.map(([url, res]) => cache.put(url, res)));
}

/** Stops keeping answers and lets the kept ones go (no worker will take them). */
export function dropKept(): void {
  kept = null;
}
