// End-to-end: the site installs as an app (a manifest per site) and a page
// visited once opens again offline from the service worker's caches.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { start, stop, api, nba, hub, visit, page, goto, settle, expectText, shots } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

test('each site links its own web manifest', async () => {
  for (const [base, name] of [[nba, 'Hardwood Almanac'], [hub, 'Almanac']]) {
    const p = await visit(base + '/')
    assert.equal(await p.locator('link[rel="manifest"]').getAttribute('href'), '/site.webmanifest')
    const m = await p.evaluate(async () => (await fetch('/site.webmanifest')).json())
    assert.equal(m.name, name)
    assert.equal(m.theme_color, await p.locator('meta[name="theme-color"]').getAttribute('content'))
    assert.ok(m.icons.some((i) => i.sizes === '512x512'), 'a 512 px icon')
    await p.context().close()
  }
})

test('a first visit asks the server for each API answer once, the worker included', async () => {
  const p = await page(1440)
  const asked = []
  // Every request of the context: the page's and the service worker's.
  p.context().on('request', (r) => {
    const u = new URL(r.url())
    if (u.pathname.startsWith('/api/') && !/\/stream\/?$/.test(u.pathname)) asked.push((r.serviceWorker() ? 'worker ' : 'page ') + u.pathname + u.search)
  })
  await goto(p, nba + '/teams/boston-celtics')
  await expectText(p, 'Available Seasons')
  // The worker takes over and gets the first page's answers without asking again.
  await p.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 })
  await p.waitForFunction(
    async () => (await (await caches.open('almanac-api')).keys()).some((r) => new URL(r.url).pathname === '/api/teams/boston-celtics'),
    null,
    { timeout: 30_000, polling: 250 },
  )
  await settle(p)
  assert.ok(asked.length >= 3, `the page's API calls: ${asked.join(', ')}`)
  const twice = asked.filter((a, i) => a.startsWith('worker ') || asked.indexOf(a) !== i)
  assert.deepEqual(twice, [], `asked twice: ${twice.join(', ')} of ${asked.length}`)
  await p.context().close()
})

test('a visited team page opens offline', async () => {
  const team = await api('/api/teams/boston-celtics')
  const p = await visit(nba + '/teams/boston-celtics')
  await expectText(p, 'Available Seasons')
  // The worker takes over this first page and keeps the answers it showed.
  await p.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 })
  await p.waitForFunction(
    async () => (await (await caches.open('almanac-api')).keys()).some((r) => new URL(r.url).pathname.replace(/\/$/, '') === '/api/teams/boston-celtics'),
    null,
    { timeout: 30_000, polling: 250 },
  )
  const shell = await p.evaluate(async () => (await caches.keys()).find((k) => k.startsWith('workbox-precache')))
  assert.ok(shell, 'the app shell is precached')

  await p.context().setOffline(true)
  assert.equal(await p.evaluate(() => navigator.onLine), false)
  await p.reload({ waitUntil: 'load' })
  await expectText(p, 'Available Seasons')
  await expectText(p, team.name)
  const tile = p.locator('dt,div,span', { hasText: /^Championships$/ }).first()
  await tile.waitFor({ state: 'visible' })
  const champs = p.getByText(String(team.championships_won), { exact: true }).first()
  await champs.waitFor({ state: 'visible', timeout: 15_000 })
  assert.equal(await p.getByText('Failed to Load Data').count(), 0)
  await p.screenshot({ path: join(shots, 'offline-team-1440.png') })

  // A page never visited still gets the app shell (header and a clear state), not the browser's error page.
  await p.goto(nba + '/coaches', { waitUntil: 'load' })
  await p.locator('header').first().waitFor({ state: 'visible' })
  assert.match(await p.title(), /Hardwood Almanac/)
  await p.context().setOffline(false)
  await p.context().close()
})
