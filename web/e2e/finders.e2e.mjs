// End-to-end: the finders page. A query built by keyboard alone lands in the
// URL; the shared URL reloads to the same result; the CSV link downloads
// the whole result. Screenshots at 390 and 1440 px.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, nba, visit, settle, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const mlb = nba.replace('nba.', 'mlb.')
const nhl = nba.replace('nba.', 'nhl.')

test('build a query by keyboard, share its URL, reload, export CSV', async () => {
  const want = await api('/api/finders/player-seasons/?sport__slug=baseball&season__gte=1901&season__lte=2024&home_runs__gte=50&page_size=1')
  assert.ok(want.count > 30, `${want.count} 50-home-run seasons`)
  const p = await visit(mlb + '/finders')
  // The bound first: every later state of the URL is a quick query.
  await p.getByLabel('Statistic').focus()
  await p.keyboard.type('HR')
  await p.keyboard.press('Tab') // operator: at least
  await p.keyboard.press('Tab')
  await p.keyboard.type('50')
  await p.keyboard.press('Enter')
  await p.waitForURL(/home_runs__gte=50/)
  // Back past the operator, the statistic, the team and player boxes, the
  // qualified switch, the figures' scale and the two age fields to
  // "Seasons from".
  for (let i = 0; i < 10; i++) await p.keyboard.press('Shift+Tab')
  await p.keyboard.type('1901')
  await p.keyboard.press('Tab')
  await p.keyboard.type('2024')
  await p.keyboard.press('Tab') // leaving the field applies it
  await p.waitForURL(/season__lte=2024/)
  await p.waitForURL(/home_runs__gte=50/)
  await settle(p)
  const url = p.url()
  assert.match(url, /season__gte=1901/)
  assert.match(url, /season__lte=2024/)
  await expectText(p, `${want.count} results`)
  await expectText(p, 'HR ≥ 50')
  assert.equal(await p.getByRole('row').nth(1).getByRole('cell').first().textContent(), want.results[0].player_name)

  // The shared link, opened afresh, is the same search.
  const q = await visit(url)
  await expectText(q, `${want.count} results`)
  await expectText(q, 'HR ≥ 50')

  // The CSV is the whole result, not the page.
  const href = await q.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
  // Node resolves no *.localhost: the link carries its sport, so the hub answers alike.
  assert.match(href, /sport__slug=baseball/)
  const csv = await (await fetch(hub + href)).text()
  assert.equal(csv.trim().split('\n').length, want.count + 1)
  assert.deepEqual(p.errors, [])
  assert.deepEqual(q.errors, [])
  await p.context().close()
  await q.context().close()
  await shoot(url.replace(/^https?:\/\/[^/]+/, mlb), 'finders')
})

test("a player's page opens his seasons in the finders, with each season's age; an age bound narrows them", async () => {
  const p = await visit(mlb + '/players/mickey-mantle')
  await p.getByRole('link', { name: "This player's seasons in the finders" }).click()
  await p.waitForURL(/player=mickey-mantle/)
  await settle(p)
  // The player picker shows the chosen player.
  await p.getByRole('button', { name: 'Clear Player' }).waitFor()
  await expectText(p, 'Mickey Mantle')
  const want = await api('/api/finders/player-seasons/?sport__slug=baseball&player=mickey-mantle&page_size=1')
  assert.equal(want.count, 18) // 1951-1968, one team
  await expectText(p, `${want.count} results`)
  assert.ok(await p.getByRole('columnheader', { name: 'Age' }).isVisible())
  // Mantle was 24 on June 30, 1956 (born October 20, 1931).
  const young = await api('/api/finders/player-seasons/?sport__slug=baseball&player=mickey-mantle&age__lte=24&page_size=50')
  assert.ok(young.results.every((r) => r.age <= 24) && young.results.some((r) => r.season === 1956 && r.age === 24))
  await p.getByLabel('Age to').fill('24')
  await p.keyboard.press('Tab')
  await p.waitForURL(/age__lte=24/)
  await settle(p)
  await expectText(p, `${young.count} results`)
  assert.deepEqual(p.errors, [])
  await p.context().close()
})

test('player games: a shared URL shows the lines asked for, with their coverage, and reloads to the same result', async () => {
  const want = await api('/api/finders/player-games/?sport__slug=hockey&season__gte=2018&season__lte=2024&points__gte=5&page_size=1')
  assert.ok(want.count > 20, `${want.count} five-point games`)
  assert.deepEqual(
    want.coverage.map((c) => c.season),
    [2018, 2019, 2020, 2021, 2022, 2023, 2024],
  )
  const p = await visit(nhl + '/finders?tab=player-games&season__gte=2018&season__lte=2024&points__gte=5')
  await settle(p)
  assert.equal(await p.getByRole('tab', { name: 'Player games' }).getAttribute('aria-selected'), 'true')
  const url = p.url()
  assert.match(url, /tab=player-games/)
  assert.match(url, /season__gte=2018/)
  await expectText(p, `${want.count} results`)
  await expectText(p, 'PTS ≥ 5')
  await expectText(p, 'NHL 2018–2024 seasons: lines for')
  const first = async (pg) => (await pg.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())
  assert.equal(await first(p), want.results[0].player_name)

  // Reloaded, the shared link is the same search.
  await p.reload()
  await settle(p)
  await expectText(p, `${want.count} results`)
  await expectText(p, 'PTS ≥ 5')
  assert.equal(await first(p), want.results[0].player_name)
  assert.deepEqual(p.errors, [])
  await p.context().close()
  await shoot(url.replace(/^https?:\/\/[^/]+/, nhl), 'finders-player-games')
})

test('player games by keyboard alone: quick successive filters all land in the URL, the rows are the API\'s', async () => {
  const want = await api('/api/finders/player-games/?sport__slug=hockey&season__gte=2018&season__lte=2024&player=connor-mcdavid&points__gte=3&page_size=50')
  assert.ok(want.count > 20, `${want.count} three-point games`)
  const p = await visit(nhl + '/finders')
  // On the way, the season range without a player asks for more lines than
  // a query may read: the API's 400 (the page says to narrow it). No other
  // request may fail.
  const refused = []
  p.on('response', (r) => { if (r.status() === 400) refused.push(r.url()) })
  // Two quick arrow presses: Player seasons → Careers → Player games.
  await p.getByRole('tab', { name: 'Player seasons' }).focus()
  await p.keyboard.press('ArrowRight')
  await p.keyboard.press('ArrowRight')
  // A user sees the tab's panel before going on into it.
  await p.locator('#finders-panel-player-games').waitFor()
  // Into the panel: the season range, typed and left without a pause.
  await p.keyboard.press('Tab')
  await p.keyboard.type('2018')
  await p.keyboard.press('Tab')
  await p.keyboard.type('2024')
  await p.keyboard.press('Tab') // leaving "to" applies it
  // Past the games' type, side and result to the player box.
  for (let i = 0; i < 3; i++) await p.keyboard.press('Tab')
  assert.equal(await p.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox')
  await p.keyboard.type('McDavid')
  await p.getByRole('option', { name: /Connor McDavid/ }).waitFor()
  await p.keyboard.press('ArrowDown')
  await p.keyboard.press('Enter') // picked: focus is on the chosen card's clear button
  await p.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Clear Player', null, { timeout: 10_000 })
  // Past the team and opponent boxes to the statistic.
  for (let i = 0; i < 3; i++) await p.keyboard.press('Tab')
  await p.keyboard.type('PTS')
  await p.keyboard.press('Tab') // operator: at least
  await p.keyboard.press('Tab')
  await p.keyboard.type('3')
  await p.keyboard.press('Enter')
  await p.waitForURL(/points__gte=3/, { timeout: 10_000 })
  // A user sees the results before tabbing into them: while the answer is
  // on its way the panel holds a spinner, and Tab would pass the table's
  // place before it is drawn.
  await expectText(p, `${want.count} results`)
  // On to the results: the first focusable inside the table.
  for (let i = 0; i < 12 && !(await p.evaluate(() => !!document.activeElement?.closest('table'))); i++) await p.keyboard.press('Tab')
  assert.ok(await p.evaluate(() => !!document.activeElement?.closest('table')), 'focus reached the results table')
  await settle(p)
  const url = new URL(p.url())
  assert.deepEqual(
    Object.fromEntries(['tab', 'season__gte', 'season__lte', 'player', 'points__gte'].map((k) => [k, url.searchParams.get(k)])),
    { tab: 'player-games', season__gte: '2018', season__lte: '2024', player: 'connor-mcdavid', points__gte: '3' },
  )
  await expectText(p, `${want.count} results`)
  await expectText(p, 'PTS ≥ 3')
  const rows = p.getByRole('row')
  assert.equal(await rows.count(), Math.min(want.count, 50) + 1)
  for (const i of [0, want.results.length - 1]) {
    const cells = rows.nth(i + 1).getByRole('cell')
    assert.equal(await cells.nth(0).textContent(), want.results[i].date)
    assert.equal(await cells.nth(1).textContent(), 'Connor McDavid')
  }
  for (const u of refused) {
    const q = new URL(u)
    assert.ok(q.pathname.includes('/finders/player-games') && !q.searchParams.get('player'), `refused: ${u}`)
  }
  assert.deepEqual(p.errors.filter((e) => !(refused.length && /status of 400/.test(e))), [])
  await p.context().close()
})

test("a team's page opens its games in the finders; an opponent and the final narrow them, each shown as the page's filter", async () => {
  const want = await api('/api/finders/team-games/?sport__slug=basketball&team=boston-celtics&opponent=los-angeles-lakers&game_type=championship&page_size=50')
  // The Celtics and the Lakers have met in twelve Finals: 1959 (4 games),
  // 1962 (7), 1963 (6), 1965 (5), 1966 (7), 1968 (6), 1969 (7), 1984 (7),
  // 1985 (6), 1987 (6), 2008 (6) and 2010 (7).
  assert.equal(want.count, 74)
  const p = await visit(nba + '/teams/boston-celtics')
  await p.getByRole('link', { name: 'Every game, against any opponent' }).click()
  await p.waitForURL(/team=boston-celtics/)
  await settle(p)
  // The team the link asks about shows as the chosen team.
  await p.getByRole('button', { name: 'Clear Team' }).waitFor()
  await expectText(p, 'Boston Celtics')
  await p.getByLabel('Games', { exact: true }).selectOption('championship')
  await p.waitForURL(/game_type=championship/)
  const box = p.getByRole('combobox', { name: 'Opponent' })
  await box.focus()
  await p.keyboard.type('Lakers')
  await p.getByRole('option', { name: /Los Angeles Lakers/ }).waitFor()
  await p.keyboard.press('ArrowDown')
  await p.keyboard.press('Enter')
  await p.waitForURL(/opponent=los-angeles-lakers/)
  await settle(p)
  await expectText(p, `${want.count} results`)
  await p.getByRole('button', { name: 'Remove filter The final' }).waitFor()
  await p.getByRole('button', { name: 'Clear Opponent' }).waitFor()
  const url = p.url()
  // Reloaded, the shared link shows the same filters and rows.
  await p.reload()
  await settle(p)
  await expectText(p, `${want.count} results`)
  assert.equal(await p.getByLabel('Games', { exact: true }).inputValue(), 'championship')
  await p.getByRole('button', { name: 'Clear Opponent' }).waitFor()
  assert.deepEqual(p.errors, [])
  await p.context().close()
  await shoot(url.replace(/^https?:\/\/[^/]+/, nba), 'finders-team-games')
})
