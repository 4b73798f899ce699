// End-to-end: the glossary page (a site shows its sport's statistics in its
// unit, the hub every sport one at a time; the API answers the same) and the shared
// searchable picker (player comparison by keyboard alone; a Compare link's
// player chosen in his sport); screenshots at 390 and 1440 px.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { start, stop, page, goto, hub, nba, shots, api } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const mlb = nba.replace('nba.', 'mlb.')

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

test('glossary: a site shows its sport in its unit; the hub every sport', async () => {
  for (const width of [390, 1440]) {
    const p = await page(width)
    await goto(p, mlb + '/glossary')
    await p.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor()
    await p.getByText('Scores count runs', { exact: false }).waitFor()
    const era = p.locator('#baseball-era')
    assert.match(await era.innerText(), /ERA[\s\S]*Earned run average[\s\S]*9 × ER \/ IP/)
    assert.equal(await p.getByRole('heading', { level: 2, name: 'Hockey' }).count(), 0, 'a site shows only its sport')
    assert.equal(await p.getByText(/points per game/i).count(), 0, 'baseball speaks of runs')
    assert.match(await p.title(), /^Glossary \|/)
    await p.screenshot({ path: join(shots, `glossary-mlb-${width}.png`), fullPage: false })
    await done(p)
  }
  const p = await page(1440)
  await goto(p, hub + '/glossary')
  const sports = p.getByRole('navigation', { name: 'Sports' })
  for (const s of ['Baseball', 'Basketball', 'Football', 'Hockey']) await sports.getByRole('link', { name: s }).waitFor()
  // One sport at a time, chosen in the URL.
  await p.locator('#baseball-era').waitFor()
  await sports.getByRole('link', { name: 'Hockey' }).click()
  await p.locator('#hockey-save_percentage').waitFor()
  await p.waitForURL((u) => u.searchParams.get('sport') === 'hockey')
  assert.equal(await p.locator('#baseball-era').count(), 0)
  assert.equal(await sports.getByRole('link', { name: 'Hockey' }).getAttribute('aria-current'), 'page')
  await p.screenshot({ path: join(shots, 'glossary-hub-1440.png'), fullPage: false })
  await done(p)
  const body = await api('/api/glossary')
  assert.deepEqual(body.results.map((b) => b.sport), ['baseball', 'basketball', 'football', 'hockey'])
})

test('player comparison: pick both players by keyboard alone, scoped to the sport', async () => {
  const p = await page(1440)
  await goto(p, mlb + '/analytics/comparisons')
  const box1 = p.getByRole('combobox', { name: 'Player 1' })
  await box1.focus()
  await p.keyboard.type('babe ruth', { delay: 30 })
  await p.getByRole('option', { name: /Babe Ruth/ }).waitFor({ timeout: 60_000 })
  assert.equal(await box1.getAttribute('aria-expanded'), 'true')
  await p.keyboard.press('ArrowDown')
  const active = await box1.getAttribute('aria-activedescendant')
  assert.ok(active, 'an option is active')
  assert.equal(await p.locator(`[id="${active}"]`).getAttribute('aria-selected'), 'true')
  await p.keyboard.press('Enter')
  await p.getByRole('group', { name: 'Player 1' }).getByText('Babe Ruth').waitFor({ timeout: 60_000 })
  const box2 = p.getByRole('combobox', { name: 'Player 2' })
  await box2.focus()
  // The MLB site searches baseball only: no basketball player of that name.
  await p.keyboard.type('lebron', { delay: 30 })
  await p.getByText('No players match').waitFor({ timeout: 30_000 })
  await box2.fill('')
  await p.keyboard.type('lou gehrig', { delay: 30 })
  await p.getByRole('option', { name: /Lou Gehrig/ }).waitFor({ timeout: 30_000 })
  await p.keyboard.press('ArrowDown')
  await p.keyboard.press('Enter')
  await p.getByRole('group', { name: 'Player 2' }).getByText('Lou Gehrig').waitFor({ timeout: 60_000 })
  await p.waitForURL((u) => u.searchParams.get('p1') === 'babe-ruth' && u.searchParams.get('p2') === 'lou-gehrig')
  await p.keyboard.press('Tab')
  await p.getByRole('button', { name: 'Compare Players' }).click()
  await p.getByRole('region', { name: 'Comparison' }).waitFor({ timeout: 60_000 })
  await p.screenshot({ path: join(shots, 'compare-picked-1440.png'), fullPage: false })
  await done(p)
})

test("Babe Ruth's Compare on the hub opens with Ruth chosen and searches baseball", async () => {
  const p = await page(390)
  await goto(p, hub + '/analytics/player/babe-ruth/compare')
  await p.getByRole('group', { name: 'Player 1' }).getByText('Babe Ruth').waitFor({ timeout: 90_000 })
  const box2 = p.getByRole('combobox', { name: 'Player 2' })
  await box2.focus()
  await p.keyboard.type('gehrig', { delay: 30 })
  await p.getByRole('option', { name: /Lou Gehrig/ }).waitFor({ timeout: 30_000 })
  assert.match(await p.getByRole('option', { name: /Lou Gehrig/ }).innerText(), /Baseball/)
  await p.screenshot({ path: join(shots, 'compare-ruth-390.png'), fullPage: false })
  await done(p)
})
