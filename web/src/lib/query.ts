import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Cache classes (spec part 2, "Caching and retry policy"). Spread one into a
 * query's options: `queryOptions({ ...cacheClass.STATIC, queryKey, queryFn })`.
 */
export const cacheClass = {
  STATIC: { staleTime: DAY, gcTime: 7 * DAY, retry: retryUpTo(3) },
  SEMI_STATIC: { staleTime: 4 * HOUR, gcTime: DAY, retry: retryUpTo(2) },
  DYNAMIC: { staleTime: 15 * MINUTE, gcTime: HOUR, retry: retryUpTo(2) },
  REALTIME: { staleTime: 30 * SECOND, gcTime: 5 * MINUTE, retry: retryUpTo(1) },
  USER: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retry: retryUpTo(1) },
} as const;

/** Never retries a client error (400-499); otherwise up to `max` times. */
export function retryUpTo(max: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (isApiError(error) && error.isClientError) return false;
    return failureCount < max;
  };
}

/** Doubling delay from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(SECOND * 2 ** attempt, 30 * SECOND);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
