// End-to-end harness: starts the real almanac binary on the real dataset and
// drives Debian's Chromium through playwright-core (no downloaded browser).
import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
export const repo = resolve(here, '..', '..')
export const shots = join(here, 'screenshots')
let port = Number(process.env.E2E_PORT || 18390)
export let hub = `http://localhost:${port}`
export let nba = `http://nba.localhost:${port}`
// The database the running server uses (for CLI commands against it, e.g. `almanac user create`).
export let dbUrl = ''

let server
let browser

async function waitForHealth(url, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const r = await fetch(url + '/healthz')
      if (r.ok) return
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server did not answer ${url}/healthz within ${ms} ms`)
}

export const bin = join(repo, 'bin', 'almanac')

// start launches the binary (importing the dataset on first start) and the browser.
// Options (all optional): env, extra environment for the server (e.g. FEATURE_AUTH);
// port, to listen elsewhere than E2E_PORT; db, a database of its own instead of E2E_DB.
// node:test passes its context when start is a hook (before(start)): that is no option.
export async function start(options) {
  const opts = options && Object.getPrototypeOf(options) === Object.prototype ? options : {}
  if (!existsSync(bin)) throw new Error('bin/almanac missing: run make build first')
  if (opts.port) {
    port = Number(opts.port)
    hub = `http://localhost:${port}`
    nba = `http://nba.localhost:${port}`
  }
  const db = opts.db || process.env.E2E_DB || join(mkdtempSync(join(tmpdir(), 'almanac-e2e-')), 'e2e.db')
  dbUrl = db
  server = spawn(bin, ['serve'], {
    env: { ...process.env, ...opts.env, DATABASE_URL: db, LISTEN_ADDR: `127.0.0.1:${port}`, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(hub, 240_000)
  mkdirSync(shots, { recursive: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  })
}

export async function stop() {
  await browser?.close()
  server?.kill('SIGTERM')
}

// page opens a fresh page at a width; console errors are collected. storageState
// (from context.storageState()) opens it with another page's browser storage.
export async function page(width = 1440, { storageState } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, storageState })
  const p = await ctx.newPage()
  p.errors = []
  p.on('pageerror', (e) => p.errors.push(String(e)))
  p.on('console', (m) => { if (m.type() === 'error') p.errors.push(m.text()) })
  p.pending = new Set()
  p.on('request', (r) => { if (!longLived(r.url())) p.pending.add(r) })
  p.on('requestfinished', (r) => p.pending.delete(r))
  p.on('requestfailed', (r) => p.pending.delete(r))
  return p
}

// Requests that stay open by design (the live-score stream): never awaited.
function longLived(url) {
  return /\/stream\/?$/.test(new URL(url).pathname)
}

// settle waits until the page has had no request in flight for 500 ms (like
// Playwright's 'networkidle', which a page holding the live-score stream open
// never reaches).
export async function settle(p, timeout = 15_000) {
  const until = Date.now() + timeout
  let quietSince = 0
  while (Date.now() < until) {
    if (p.pending.size === 0) {
      quietSince ||= Date.now()
      if (Date.now() - quietSince >= 500) return
    } else quietSince = 0
    await new Promise((r) => setTimeout(r, 50))
  }
  // A request whose end Playwright never reports (seen once for a 404 the
  // service worker answered) must not fail the test: settling is only a wait,
  // the assertions that follow decide.
  console.warn(`settle: still in flight after ${timeout} ms: ${[...p.pending].map((r) => r.url()).join(', ')}`)
  p.pending.clear()
}

// goto opens url in p (made by page()) and waits until it settles; answers the navigation's response.
export async function goto(p, url) {
  const res = await p.goto(url, { waitUntil: 'load' })
  await settle(p)
  return res
}

// visit opens url at a width and checks the page answered status (200 unless
// told: a missing entity's page answers 404).
export async function visit(url, width = 1440, { status = 200 } = {}) {
  const p = await page(width)
  const res = await goto(p, url)
  if (res.status() !== status) throw new Error(`${url} answered ${res.status()}, want ${status}`)
  return p
}

// expectText waits until text (a substring) is visible on the page.
export async function expectText(p, text, timeout = 15_000) {
  await p.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout })
}

// shoot saves 390 px and 1440 px screenshots of url (to look at, not asserted).
export async function shoot(url, name) {
  for (const w of [390, 1440]) {
    const p = await page(w)
    await goto(p, url)
    await p.screenshot({ path: join(shots, `${name}-${w}.png`), fullPage: true })
    await p.context().close()
  }
}

export async function api(path, base = hub) {
  const r = await fetch(base + path)
  if (!r.ok) throw new Error(`${path}: ${r.status}`)
  return r.json()
}
