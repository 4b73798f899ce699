/// <reference types="vitest/config" />
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [react(), tailwindcss(), keepDistPlaceholder()],
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
  },
});
