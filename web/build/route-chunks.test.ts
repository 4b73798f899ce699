import { describe, expect, it } from "vitest";
import { chunkClosure, parseRoutes } from "./route-chunks";

describe("parseRoutes", () => {
  it("pairs each route path with its lazily loaded module", () => {
    const src = `
const HomePage = lazy(() => import("./HomePage"));
const TeamDetailPage = lazy(() => import("./TeamDetailPage"));
const NotLazy = () => null;
export const routes = [
  { index: true, element: <HomePage /> },
  { path: "teams/:slug", element: <TeamDetailPage /> },
  { path: "teams/:slug/:year", element: <TeamDetailPage /> },
  { path: "other", element: <NotLazy /> },
  { element: <Outlet />, children: [] },
];`;
    expect(parseRoutes(src)).toEqual([
      { path: "", module: "./HomePage" },
      { path: "teams/:slug", module: "./TeamDetailPage" },
      { path: "teams/:slug/:year", module: "./TeamDetailPage" },
    ]);
  });
});

describe("chunkClosure", () => {
  const chunk = (fileName: string, imports: string[]) => ({ type: "chunk" as const, fileName, facadeModuleId: null, imports, isEntry: false });
  const chunks = new Map([
    ["page.js", chunk("page.js", ["a.js", "main.js"])],
    ["a.js", chunk("a.js", ["b.js", "page.js"])],
    ["b.js", chunk("b.js", [])],
    ["main.js", chunk("main.js", ["b.js"])],
  ]);
  it("follows static imports once each, skipping what the page loads already", () => {
    expect(chunkClosure("page.js", chunks, new Set(["main.js"]))).toEqual(["page.js", "a.js", "b.js"]);
  });
});
