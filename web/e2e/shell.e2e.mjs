// End-to-end: the page the server sends paints the page's heading before the
// app runs (internal/server/intro.go), exactly where and as large as the app
// then draws it: nothing jumps when the app takes over, and the largest text
// of the first paint stays the page's largest contentful paint.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, hub, nba, page, goto, visit } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

// The headings and paragraphs in <main>, with the box their text is drawn
// in (what the browser measures for the largest contentful paint).
const texts = (p) =>
  p.evaluate(() =>
    [...document.querySelectorAll('main h1, main p')].map((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = range.getBoundingClientRect()
      const react = Object.keys(el).some((k) => k.startsWith('__reactFiber$'))
      return { tag: el.tagName, text: el.textContent.trim(), react, x: r.x, y: r.y, w: r.width, h: r.height }
    }),
  )

const pages = [
  [hub + '/', 3],
  [hub + '/scores', 2],
  [hub + '/players', 2],
  [hub + '/standings', 2],
  [nba + '/', 3],
  [nba + '/teams/boston-celtics', 1],
  [hub + '/teams/new-york-yankees/2009', 1],
  [nba + '/analytics/season-odds', 2],
  [nba + '/seasons/nba-2024-25', 1],
]

for (const width of [390, 1440]) {
  test(`the server's heading is the app's, in place, at ${width} px`, async () => {
    for (const [url, count] of pages) {
      // The shell alone: the app's scripts never arrive.
      const s = await page(width)
      await s.route('**/assets/*.js', (r) => r.abort())
      await goto(s, url)
      const shell = await texts(s)
      await s.context().close()
      assert.equal(shell.length, count, `${url}: the shell's heading (${JSON.stringify(shell)})`)
      assert.ok(shell.every((t) => t.text && t.w > 0 && t.h > 0), `${url}: the shell's heading is drawn`)

      const a = await visit(url, width)
      // Settling is no proof the app has drawn: on a busy machine its route
      // chunk can still be parsing after 500 quiet ms. Wait until React's own
      // nodes (they carry a __reactFiber$ key) hold every shell text.
      await a.waitForFunction(
        (want) =>
          want.every(([tag, text]) =>
            [...document.querySelectorAll(`main ${tag}`)].some(
              (el) => el.textContent.trim() === text && Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
            ),
          ),
        shell.map((t) => [t.tag.toLowerCase(), t.text]),
        { timeout: 15_000 },
      ).catch(() => {}) // the assertions below say what is missing
      const app = await texts(a)
      assert.deepEqual(a.errors, [], `${url}: no console errors`)
      await a.context().close()
      for (const t of shell) {
        const same = app.find((x) => x.tag === t.tag && x.text === t.text)
        assert.ok(same, `${url}: the app shows ${t.tag} "${t.text}"`)
        assert.ok(same.react, `${url}: ${t.tag} "${t.text}" is the app's, not the shell's`)
        for (const k of ['x', 'y', 'w', 'h']) {
          assert.ok(Math.abs(same[k] - t[k]) <= 1, `${url} ${t.tag} "${t.text.slice(0, 30)}": ${k} ${t[k]} in the shell, ${same[k]} in the app`)
        }
      }
    }
  })
}

test('a page without a server-side heading still starts the app', async () => {
  const p = await visit(hub + '/coaches', 390)
  await p.getByRole('heading', { level: 1, name: 'Coaches' }).waitFor()
  assert.deepEqual(p.errors, [])
  await p.context().close()
})

// An entity page asks for its data with the page (a preload in the server's
// page), and the app's own call takes that answer: one request, made before
// any script runs, and no "preloaded but not used" warning.
test('an entity page fetches its data once, with the page', async () => {
  for (const [url, api] of [
    [nba + '/players/lebron-james', '/api/players/lebron-james?sport__slug=basketball&level__slug=professional'],
    [nba + '/teams/boston-celtics', '/api/teams/boston-celtics?sport__slug=basketball&level__slug=professional'],
  ]) {
    const s = await page(390)
    await s.route('**/assets/*.js', (r) => r.abort())
    const early = []
    s.on('request', (r) => early.push(r.url()))
    await goto(s, url)
    await s.context().close()
    assert.ok(early.some((u) => u.endsWith(api)), `${url}: ${api} requested before the scripts (${early.join(', ')})`)

    const p = await page(390)
    const calls = []
    const warnings = []
    p.on('request', (r) => { if (r.url().endsWith(api)) calls.push(r.url()) })
    p.on('console', (m) => { if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text()) })
    await goto(p, url)
    await p.getByRole('heading', { level: 1 }).first().waitFor()
    await p.waitForTimeout(3500) // the browser warns of an unused preload after about 3 s
    assert.equal(calls.length, 1, `${url}: ${api} requested ${calls.length} times`)
    assert.deepEqual(warnings, [], `${url}: preload warnings`)
    assert.deepEqual(p.errors, [])
    await p.context().close()
  }
})
