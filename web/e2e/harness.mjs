// End-to-end harness: starts the real almanac binary on the real dataset and
// drives Debian's Chromium through playwright-core (no downloaded browser).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { constants, copyFileSync, mkdtempSync, mkdirSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
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

// waitForReady waits until the server answers /readyz: its read model is
// warm, as a load balancer waits for before sending traffic. (It serves from
// /healthz's first answer, but a request then may wait on the warm-up, and
// the tests' waits are for pages, not for the warm-up.)
async function waitForReady(url, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const r = await fetch(url + '/readyz')
      if (r.ok) return
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server was not ready (${url}/readyz) within ${ms} ms`)
}

export const bin = join(repo, 'bin', 'almanac')

// importedCopy answers a fresh database holding the dataset, for one file's
// server. The binary (which embeds the dataset) imports it once into a template
// kept in the temporary folder, named by the binary's size and time; every
// file then starts on its own copy, so no file sees another's writes, and a
// run pays for one import instead of one per file. Templates of older
// binaries are removed when a new one is made.
async function importedCopy() {
  const st = statSync(bin)
  const key = createHash('sha256').update(`${st.size}:${st.mtimeMs}`).digest('hex').slice(0, 16)
  const template = join(tmpdir(), `almanac-e2e-template-${key}.db`)
  if (!existsSync(template)) {
    for (const f of readdirSync(tmpdir())) {
      if (f.startsWith('almanac-e2e-template-')) rmSync(join(tmpdir(), f), { force: true })
    }
    const partial = `${template}.${process.pid}.partial`
    await new Promise((done, fail) => {
      const imp = spawn(bin, ['import'], { env: { ...process.env, DATABASE_URL: partial, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] })
      imp.on('error', fail)
      imp.on('exit', (code) => (code === 0 ? done() : fail(new Error(`almanac import exited with ${code}`))))
    })
    // The import closed its database, which folds SQLite's write-ahead log into the file.
    if (existsSync(`${partial}-wal`) && statSync(`${partial}-wal`).size > 0) throw new Error(`${partial}: the import left a write-ahead log`)
    rmSync(`${partial}-wal`, { force: true })
    rmSync(`${partial}-shm`, { force: true })
    renameSync(partial, template)
  }
  copyDir = mkdtempSync(join(tmpdir(), 'almanac-e2e-'))
  const db = join(copyDir, 'e2e.db')
  copyFileSync(template, db, constants.COPYFILE_FICLONE)
  return db
}

// The folder of this file's copy, removed when the file's server stops.
let copyDir = ''

// start launches the binary on a database holding the dataset, and the browser.
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
  const db = opts.db || process.env.E2E_DB || (await importedCopy())
  dbUrl = db
  server = spawn(bin, ['serve'], {
    // The season-odds backtests (minutes of a core) are computed only for the file that asks for them.
    env: { ...process.env, ODDS_BACKTEST: 'on-request', ...opts.env, DATABASE_URL: db, LISTEN_ADDR: `127.0.0.1:${port}`, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForReady(hub, 240_000)
  mkdirSync(shots, { recursive: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  })
}

export async function stop() {
  await browser?.close()
  if (server && server.exitCode === null) {
    // Wait for it to let go of the database before the copy is removed (it
    // drains for DRAIN_DELAY first); one that hangs is killed.
    const exited = new Promise((done) => server.once('exit', done))
    server.kill('SIGTERM')
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(killer)
  }
  if (copyDir) rmSync(copyDir, { recursive: true, force: true })
}

// page opens a fresh page at a width; console errors are collected. storageState
// (from context.storageState()) opens it with another page's browser storage.
export async function page(width = 1440, { storageState } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, storageState })
  const p = await ctx.newPage()
  p.errors = []
  p.on('pageerror', (e) => p.errors.push(String(e)))
  // A failed load's message names no address: its location does, and an
  // assertion's failure should say which request it was.
  p.on('console', (m) => {
    if (m.type() !== 'error') return
    const at = m.location()?.url
    p.errors.push(at && !m.text().includes(at) ? `${m.text()} (${at})` : m.text())
  })
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
