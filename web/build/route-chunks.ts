import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * route-chunks.json: for each screen path of the app, the script files its
 * lazily loaded page needs (the page's chunk and the chunks it imports),
 * beyond those index.html already loads. The server names them in the page
 * it sends as <link rel="modulepreload">, so a first visit fetches the page's
 * code alongside the main bundle instead of after it has run (one round trip
 * less before the page paints).
 *
 * The paths come from the features' routes.tsx files, which follow one
 * convention: `const Page = lazy(() => import("./Page"))` and route objects
 * `{ path: "teams/:slug", element: <Page /> }` (or `index: true` for home).
 */

export type RouteChunk = { path: string; files: string[] };

/** The (path, module) pairs a routes.tsx source declares; module paths as written ("./HomePage"). */
export function parseRoutes(source: string): { path: string; module: string }[] {
  const lazyModules = new Map<string, string>();
  for (const m of source.matchAll(/const\s+(\w+)\s*=\s*lazy\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)\s*\)/g)) {
    lazyModules.set(m[1], m[2]);
  }
  const out: { path: string; module: string }[] = [];
  for (const m of source.matchAll(/\{\s*(?:path:\s*["']([^"']*)["']|index:\s*true)\s*,\s*element:\s*<(\w+)/g)) {
    const module = lazyModules.get(m[2]);
    if (module !== undefined) out.push({ path: m[1] ?? "", module });
  }
  return out;
}

type OutChunk = { type: "chunk"; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };

/** The chunk files a chunk needs: itself and its static imports, transitively, minus `skip`. */
export function chunkClosure(start: string, chunks: Map<string, OutChunk>, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f) || skip.has(f)) return;
    seen.add(f);
    for (const i of chunks.get(f)?.imports ?? []) walk(i);
  };
  walk(start);
  return [...seen];
}

const moduleExts = [".tsx", ".ts", ".jsx", ".js"];

export function routeChunks(routeFiles: () => string[]): Plugin {
  return {
    name: "almanac:route-chunks",
    apply: "build",
    generateBundle(_, bundle) {
      const chunks = new Map<string, OutChunk>();
      const byModule = new Map<string, string>();
      for (const c of Object.values(bundle)) {
        if (c.type !== "chunk") continue;
        chunks.set(c.fileName, c);
        if (c.facadeModuleId) byModule.set(c.facadeModuleId, c.fileName);
      }
      // What index.html loads already: the entry and its static imports.
      const skip = new Set<string>();
      for (const c of chunks.values()) if (c.isEntry) for (const f of chunkClosure(c.fileName, chunks, new Set())) skip.add(f);
      const out: RouteChunk[] = [];
      for (const file of routeFiles()) {
        for (const r of parseRoutes(readFileSync(file, "utf8"))) {
          const base = resolve(dirname(file), r.module);
          const chunk = moduleExts.map((e) => byModule.get(base + e)).find(Boolean);
          if (!chunk) this.error(`route-chunks: no chunk for ${r.module} (${file})`);
          out.push({ path: r.path, files: chunkClosure(chunk, chunks, skip).map((f) => "/" + f) });
        }
      }
      this.emitFile({ type: "asset", fileName: "route-chunks.json", source: JSON.stringify({ routes: out }) });
    },
  };
}
