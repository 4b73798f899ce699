// First-load JS budget (≤ 170 KB gzipped): the scripts dist/index.html
// loads before any screen (the entry and its module preloads), gzipped at the
// level the server uses (9). Run after `vite build`; exits 1 over budget.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const BUDGET = 170 * 1000
const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const html = readFileSync(dist + 'index.html', 'utf8')
const scripts = [
  ...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
].map((m) => m[1])
let total = 0
for (const s of new Set(scripts)) {
  const size = gzipSync(readFileSync(dist + s), { level: 9 }).length
  total += size
  console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${s}`)
}
console.log(`first-load JS: ${(total / 1000).toFixed(1)} kB gzip (budget ${BUDGET / 1000} kB)`)
if (scripts.length === 0 || total > BUDGET) {
  console.error(scripts.length === 0 ? 'no scripts found in dist/index.html' : 'over the first-load JS budget')
  process.exit(1)
}
