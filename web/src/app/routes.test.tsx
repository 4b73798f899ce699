import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_SITE } from "@/lib/site";
import { createTestQueryClient, jsonResponse, mockFetch } from "@/testing/test-utils";
import { RootLayout } from "./layout/RootLayout";
import { AppProviders } from "./providers";
import { RouteError } from "./RouteError";
import { buildScreenRoutes, ROUTE_TABLE } from "./routes";

function Boom(): never {
  throw new Error("kaboom");
}

function renderRoutes(features: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [{ path: "/", element: <RootLayout />, children: [{ errorElement: <RouteError />, children: buildScreenRoutes(features) }] }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} site={DEFAULT_SITE}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe("screen routes", () => {
  it("let a feature claim a path from Coming Soon", async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes([{ path: "teams", element: <h1>Teams Directory</h1> }], "/teams");
    expect(await screen.findByRole("heading", { name: "Teams Directory" })).toBeInTheDocument();
    const paths = buildScreenRoutes([{ path: "teams", element: null }]).map((r) => r.path);
    expect(paths.filter((p) => p === "teams")).toHaveLength(1);
    expect(paths).toContain("teams/:slug");
  });

  it.each([
    ["/analytics", "Analytics"],
    ["/analytics/reports", "Reports"],
  ])("show Coming Soon at %s while no feature claims it", async (path, feature) => {
    mockFetch(() => jsonResponse({}));
    renderRoutes([], path);
    expect(await screen.findByRole("heading", { name: "Coming Soon" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(`${feature} will be available in a future update. Stay tuned for more exciting features!`)).toBeInTheDocument();
    expect(document.title).toBe(`${feature} | Almanac`);
  });

  it("cover the spec's route table", () => {
    const paths = buildScreenRoutes([]).map((r) => r.path ?? "(index)");
    for (const [p] of ROUTE_TABLE) expect(paths).toContain(p);
    expect(paths).toContain("(index)");
    expect(paths).toContain("*");
  });

  it("show the generic fallback inside the shell when a screen throws", async () => {
    mockFetch(() => jsonResponse({}));
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoutes([{ path: "scores", element: <Boom /> }], "/scores");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
