import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "./api";
import { cacheClass } from "./query";

/**
 * Feature flags from GET /api/config: analytics, SEO,
 * cache and PWA default on; auth, debug and site-debug default off.
 */
export interface Features {
  analytics: boolean;
  seo: boolean;
  cache: boolean;
  pwa: boolean;
  auth: boolean;
  debug: boolean;
  site_debug: boolean;
}

export const DEFAULT_FEATURES: Features = {
  analytics: true,
  seo: true,
  cache: true,
  pwa: true,
  auth: false,
  debug: false,
  site_debug: false,
};

export interface AppConfig {
  features: Features;
}

/** The flags from a /api/config body; anything missing or malformed takes its default. */
export function parseConfig(raw: unknown): AppConfig {
  const f = raw && typeof raw === "object" ? (raw as { features?: unknown }).features : undefined;
  const features = { ...DEFAULT_FEATURES };
  if (f && typeof f === "object") {
    for (const key of Object.keys(DEFAULT_FEATURES) as (keyof Features)[]) {
      const v = (f as Record<string, unknown>)[key];
      if (typeof v === "boolean") features[key] = v;
    }
  }
  return { features };
}

export async function getConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> {
  return parseConfig(await request<unknown>("/api/config", { signal, rateLimit: false }));
}

export const configQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["config"] as const,
    queryFn: ({ signal }) => getConfig({ signal }),
  });

/** The feature flags; the defaults until /api/config answers (or when it fails). */
export function useFeatures(): Features {
  const { data } = useQuery(configQueryOptions());
  return data?.features ?? DEFAULT_FEATURES;
}

/** One feature flag, e.g. useFeature("auth"). */
export function useFeature(name: keyof Features): boolean {
  return useFeatures()[name];
}
