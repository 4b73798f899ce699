import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError, isAppError, isRateLimitError } from "./errors";
import { showRateLimitNotice } from "./rate-limit-notice";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Doubling delay from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(SECOND * 2 ** attempt, 30 * SECOND);
}

/** Whether an error may be retried at all: not the app's own errors, not HTTP 400-499. */
export function isRetryable(error: unknown): boolean {
  if (isAppError(error) || isRateLimitError(error)) return false;
  if (isApiError(error) && error.isClientError) return false;
  return true;
}

/** A retry rule: never the app's own errors or client errors (400-499); otherwise up to `max` times. */
export function retryUpTo(max: number) {
  return (failureCount: number, error: unknown): boolean => isRetryable(error) && failureCount < max;
}

/**
 * Cache classes (spec part 2, "Caching and retry policy"). Spread one into a
 * query's options: `queryOptions({ ...cacheClass.STATIC, queryKey, queryFn })`.
 * DYNAMIC is the default for queries that name none.
 */
export const cacheClass = {
  /** Reference data that hardly changes: sports, championships, franchise history. */
  STATIC: { staleTime: DAY, gcTime: 7 * DAY, retry: retryUpTo(3) },
  /** Teams, seasons, rosters of past seasons. */
  SEMI_STATIC: { staleTime: 4 * HOUR, gcTime: DAY, retry: retryUpTo(2) },
  /** Games, standings, stats: the default. */
  DYNAMIC: { staleTime: 15 * MINUTE, gcTime: HOUR, retry: retryUpTo(2) },
  /** Live scores. */
  REALTIME: { staleTime: 30 * SECOND, gcTime: 5 * MINUTE, retry: retryUpTo(1) },
  /** The signed-in visitor's own data. */
  USER: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retry: retryUpTo(1) },
} as const;

export type CacheClass = keyof typeof cacheClass;

/** Background refresh intervals while a query is on screen (spec part 2, "Background refresh"). */
export const refreshInterval = {
  /** Live games. */
  LIVE: 30 * SECOND,
  /** The realtime group (today's games, live standings). */
  REALTIME: 2 * MINUTE,
  /** Dynamic game lists (recent, upcoming, a date range that includes today). */
  DYNAMIC_GAMES: 5 * MINUTE,
} as const;

/** Ready-made option sets: cache class plus refresh interval. */
export const queryPresets = {
  live: { ...cacheClass.REALTIME, refetchInterval: refreshInterval.LIVE },
  realtime: { ...cacheClass.REALTIME, refetchInterval: refreshInterval.REALTIME },
  dynamicGames: { ...cacheClass.DYNAMIC, refetchInterval: refreshInterval.DYNAMIC_GAMES },
} as const;

/** Cache garbage collection: hourly, dropping entries not updated for over 24 hours. */
export const CACHE_GC_INTERVAL_MS = HOUR;
export const CACHE_GC_MAX_AGE_MS = DAY;

/** Removes cached queries nobody watches that were last updated more than 24 h before `now`. Returns how many. */
export function collectStaleQueries(client: QueryClient, now: number = Date.now()): number {
  const cache = client.getQueryCache();
  let removed = 0;
  for (const query of cache.getAll()) {
    if (query.getObserversCount() > 0) continue;
    const updated = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
    if (now - updated > CACHE_GC_MAX_AGE_MS) {
      cache.remove(query);
      removed++;
    }
  }
  return removed;
}

/** Starts the hourly cache GC; returns a stop function. */
export function startCacheGc(client: QueryClient): () => void {
  const id = setInterval(() => collectStaleQueries(client), CACHE_GC_INTERVAL_MS);
  return () => clearInterval(id);
}

/** Query and mutation errors are otherwise silent; a rate limit shows the notice. */
function onCacheError(error: unknown) {
  if (isRateLimitError(error)) showRateLimitNotice(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onCacheError }),
    mutationCache: new MutationCache({ onError: onCacheError }),
    defaultOptions: {
      queries: {
        ...cacheClass.DYNAMIC,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: "offlineFirst",
      },
      mutations: {
        retry: retryUpTo(1),
        retryDelay,
        networkMode: "online",
      },
    },
  });
}
