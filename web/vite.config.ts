/// <reference types="vitest/config" />
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { routeChunks } from "./build/route-chunks.ts";

const outDir = fileURLToPath(new URL("./dist", import.meta.url));

// The Go binary embeds web/dist with //go:embed all:dist, so the directory
// must exist in a fresh clone. Only dist/.keep is tracked; Vite empties dist
// on every build, so write it back (byte-identical to the tracked file).
const KEEP_TEXT = "Placeholder so //go:embed all:dist compiles before `make build`. Build output is not tracked.\n";
function keepDistPlaceholder(): Plugin {
  return {
    name: "almanac:keep-dist-placeholder",
    apply: "build",
    closeBundle() {
      writeFileSync(`${outDir}/.keep`, KEEP_TEXT);
    },
  };
}

// The Go server (`almanac serve`, default :8080) answers the API in development.
const backend = process.env.ALMANAC_BACKEND ?? "http://localhost:8080";

// The service worker (PWA flag, on by default; registered by src/lib/pwa.ts):
// it precaches the app shell (every built script, style sheet and
// index.html) and keeps recent API answers and per-site images, so a page
// visited once opens offline. The web manifest is not generated here: the
// server writes one per site (name, icons, theme colour) at /site.webmanifest.
// The urlPattern functions are copied into the worker as text: they must not
// refer to anything outside themselves.
const cached = (cacheName: string, maxEntries: number, days: number) => ({
  cacheName,
  expiration: { maxEntries, maxAgeSeconds: days * 24 * 3600 },
  cacheableResponse: { statuses: [200] },
});
const serviceWorker = VitePWA({
  injectRegister: false,
  registerType: "autoUpdate",
  manifest: false,
  filename: "sw.js",
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg}"],
    // Navigations go to the server (it writes the page head per site and
    // path); offline they get the precached app shell of this very build, so
    // the scripts it names are always in the cache (a page kept from an older
    // build would name scripts that are gone).
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" && !/^\/(api|auth|healthz|metrics)(\/|$)/.test(url.pathname),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "index.html" } },
      },
      {
        // Recent GET answers of the read API; not exports (files, large), not
        // the live-score stream (endless: the browser talks to the server
        // directly), not the admin's answers (private to an operator).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          url.pathname.startsWith("/api/") &&
          !url.pathname.includes("/export/") &&
          !url.pathname.startsWith("/api/admin/") &&
          !/\/stream\/?$/.test(url.pathname),
        handler: "NetworkFirst",
        method: "GET",
        options: { ...cached("almanac-api", 300, 7), networkTimeoutSeconds: 6 },
      },
      {
        // The site's generated logo, icons and manifest.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/(logo\.svg|favicon-\d+x\d+\.png|apple-touch-icon\.png|icon-\d+\.png|site\.webmanifest)$/.test(url.pathname),
        handler: "StaleWhileRevalidate",
        options: cached("almanac-site", 20, 30),
      },
    ],
  },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker,
    keepDistPlaceholder(),
    routeChunks(() => {
      const features = fileURLToPath(new URL("./src/features", import.meta.url));
      return readdirSync(features)
        .map((f) => `${features}/${f}/routes.tsx`)
        .filter((f) => existsSync(f));
    }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    // The API, and the per-site images and files the server generates (the
    // dev page has no injected profile: the app fetches /api/site instead).
    proxy: Object.fromEntries(
      [
        "/api",
        "/auth",
        "/healthz",
        "/logo.svg",
        "/favicon-32x32.png",
        "/favicon-16x16.png",
        "/apple-touch-icon.png",
        "/icon-192.png",
        "/icon-512.png",
        "/social.png",
        "/site.webmanifest",
        "/robots.txt",
        "/sitemap.xml",
      ].map((path) => [path, { target: backend, changeOrigin: false }]),
    ),
  },
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
    sourcemap: false,
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/testing/setup.ts"],
    css: false,
    restoreMocks: true,
    testTimeout: 45_000, // room for the 15 s waits of testing-library (setup.ts)
  },
});
