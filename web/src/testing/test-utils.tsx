import { QueryClient } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { vi } from "vitest";
import { AppProviders } from "@/app/providers";
import { ROUTE_TABLE, routes } from "@/app/routes";
import { createQueryClient } from "@/lib/query";
import { DEFAULT_SITE, type SiteProfile } from "@/lib/site";

// Features never import the shell (src/app); their tests reach it through here:
// the real providers around a page under test, and the real route table.
export { AppProviders, ROUTE_TABLE };

/**
 * A query client for tests: the app's (cache classes, rate-limit notice on
 * errors) without retries, nothing collected between assertions.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

export interface RenderAppOptions {
  site?: SiteProfile;
  queryClient?: QueryClient;
}

/** Renders the whole app (shell and routes) at `path`, on the hub unless `site` says otherwise. */
export function renderApp(path = "/", { site = DEFAULT_SITE, queryClient = createTestQueryClient() }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient} site={site}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/**
 * Renders one component (a screen or a piece of one) with the app's
 * providers and a memory router at `path`. `routePath` is the route pattern
 * the element is mounted at (so useParams works), e.g. "/teams/:slug".
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = "/",
    routePath = "*",
    site = DEFAULT_SITE,
    queryClient = createTestQueryClient(),
    extraRoutes = [],
    ...options
  }: RenderAppOptions & { path?: string; routePath?: string; extraRoutes?: RouteObject[] } & Omit<RenderOptions, "wrapper"> = {},
) {
  const router = createMemoryRouter([{ path: routePath, element: ui }, ...extraRoutes], { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient} site={site}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { ...utils, router, queryClient };
}

/** Wraps children in the providers only (for renderHook). */
export function createWrapper({ site = DEFAULT_SITE, queryClient = createTestQueryClient() }: RenderAppOptions = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient} site={site}>
        {children}
      </AppProviders>
    );
  };
}

/** A JSON Response like the API's. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });
}

/** Replaces global fetch with a mock that answers `handler`. */
export function mockFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal("fetch", fn);
  return fn;
}

/**
 * A fetch mock answering by path: `routeFetch({ "/api/teams": page, "/api/config": {...} })`.
 * The longest matching path prefix wins; unknown paths answer 404 {detail}.
 */
export function routeFetch(table: Record<string, unknown | ((url: URL, init?: RequestInit) => Response | unknown)>) {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  return mockFetch((raw, init) => {
    const url = new URL(raw, "http://localhost");
    const key = keys.find((k) => url.pathname === k || url.pathname.startsWith(k.endsWith("/") ? k : `${k}/`) || url.pathname === `${k}/`);
    if (key === undefined) return jsonResponse({ detail: "Not found." }, { status: 404 });
    const entry = table[key];
    const out = typeof entry === "function" ? (entry as (u: URL, i?: RequestInit) => unknown)(url, init) : entry;
    return out instanceof Response ? out : jsonResponse(out);
  });
}

/** The paths (with query) fetch was called with. */
export function fetchedUrls(fetch: ReturnType<typeof mockFetch>): string[] {
  return fetch.mock.calls.map((c) => String(c[0]));
}
