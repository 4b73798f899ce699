import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyLiveGame, applySnapshot, isLiveGame } from "./live-patch";

/** GET /api/games/live/stream: Server-Sent Events (`snapshot`, then one `game` event per change). */
export const LIVE_STREAM_URL = "/api/games/live/stream";
/** When the browser gives up on the stream (an error status such as 429), try again after this long. */
export const LIVE_RECONNECT_MS = 10_000;
/** The stream stays open this long after the last page using it leaves (scores → game detail keeps it). */
export const LIVE_IDLE_CLOSE_MS = 5_000;

/** The part of EventSource the stream uses (a fake in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((this: EventSourceLike, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** Runs `fn` later; the returned function cancels it. */
export type Scheduler = (fn: () => void) => () => void;

/** The stream opens this long after the page's load event at the earliest. */
export const LIVE_OPEN_AFTER_LOAD_MS = 3_000;

/**
 * Runs `fn` once the page has loaded and settled: a first visit opens the
 * stream a few seconds after the load event, so it never competes with the
 * page's own requests and page-load measurements see the network go quiet
 * (the snapshot on connect brings anything that changed meanwhile); later
 * screens of the same page open it at once.
 */
export const afterPageSettles: Scheduler = (fn) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
    const wait = nav?.loadEventEnd ? Math.max(0, nav.loadEventEnd + LIVE_OPEN_AFTER_LOAD_MS - performance.now()) : 0;
    timer = setTimeout(fn, wait);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    clearTimeout(timer);
  };
};

const immediately: Scheduler = (fn) => {
  fn();
  return () => {};
};

const CLOSED = 2;

function browserFactory(): EventSourceFactory | null {
  if (typeof window === "undefined" || typeof window.EventSource === "undefined") return null;
  return (url) => new window.EventSource(url) as unknown as EventSourceLike;
}

function parse(ev: MessageEvent): unknown {
  try {
    return JSON.parse(String(ev.data)) as unknown;
  } catch {
    return null;
  }
}

/**
 * One shared subscription to the live-score stream per query client: pages
 * acquire it while they show scores; it opens on the first and closes a few
 * seconds after the last lets go. EventSource reconnects by itself after a
 * dropped connection (the server's `retry:` hint); when the browser gives up
 * (an error status), it is reopened after LIVE_RECONNECT_MS while pages still
 * need it. Every event patches the query cache (lib/live-patch).
 */
export class LiveScoreStream {
  private source: EventSourceLike | null = null;
  private users = 0;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private cancelOpen: (() => void) | null = null;

  constructor(
    private readonly client: QueryClient,
    private readonly create: EventSourceFactory | null = browserFactory(),
    private readonly schedule: Scheduler = immediately,
  ) {}

  /** Whether a connection is open or opening. */
  get active(): boolean {
    return this.source !== null;
  }

  /** Registers a user; the returned function releases it (once). */
  acquire(): () => void {
    this.users++;
    clearTimeout(this.closeTimer);
    this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) this.closeTimer = setTimeout(() => this.close(), LIVE_IDLE_CLOSE_MS);
    };
  }

  private open() {
    if (this.source || this.cancelOpen || !this.create) return;
    clearTimeout(this.retryTimer);
    this.cancelOpen = this.schedule(() => {
      this.cancelOpen = null;
      if (this.users > 0) this.connect();
    });
  }

  private connect() {
    if (this.source || !this.create) return;
    const es = this.create(LIVE_STREAM_URL);
    this.source = es;
    es.addEventListener("snapshot", (ev) => {
      const body = parse(ev) as { results?: unknown } | null;
      const games = Array.isArray(body?.results) ? body.results.filter(isLiveGame) : [];
      applySnapshot(this.client, games);
    });
    es.addEventListener("game", (ev) => {
      const game = parse(ev);
      if (isLiveGame(game)) applyLiveGame(this.client, game);
    });
    es.onerror = () => {
      if (es.readyState !== CLOSED || this.source !== es) return;
      this.source = null;
      if (this.users > 0) this.retryTimer = setTimeout(() => this.connect(), LIVE_RECONNECT_MS);
    };
  }

  /** Closes the connection now (the last user left, or the app is going away). */
  close() {
    clearTimeout(this.closeTimer);
    clearTimeout(this.retryTimer);
    this.cancelOpen?.();
    this.cancelOpen = null;
    this.source?.close();
    this.source = null;
  }
}

const streams = new WeakMap<QueryClient, LiveScoreStream>();

/** The query client's shared stream. */
export function liveStreamFor(client: QueryClient, create?: EventSourceFactory | null): LiveScoreStream {
  let s = streams.get(client);
  if (!s) {
    s = new LiveScoreStream(client, create === undefined ? browserFactory() : create, afterPageSettles);
    streams.set(client, s);
  }
  return s;
}

/** Keeps the live-score stream open while the calling page is shown. */
export function useLiveScores(enabled = true) {
  const client = useQueryClient();
  useEffect(() => (enabled ? liveStreamFor(client).acquire() : undefined), [client, enabled]);
}
