// End-to-end: seasons, season detail, standings and the information pages on
// the hub and a sport site, asserting values the API gives for the real dataset.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, nba, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const COMING_SOON = 'will be available in a future update'

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

const nbaScope = 'sport__slug=basketball&level__slug=professional'

test('seasons list: a real champion, filters in the URL, hub quick filters', async () => {
  const [season] = (await api(`/api/seasons?${nbaScope}&start_year=2015`)).results
  assert.ok(season.champion, 'the NBA 2015-16 season has a champion')

  const p = await visit(nba + '/seasons?q=' + encodeURIComponent(season.name))
  const card = p.getByRole('listitem').filter({ has: p.getByRole('link', { name: season.name, exact: true }) })
  await card.first().waitFor({ timeout: 15_000 })
  assert.match(await card.first().innerText(), new RegExp(season.champion.team_name))
  // A sport site has no quick filters.
  assert.equal(await p.getByRole('group', { name: 'Quick filters' }).count(), 0)
  await card.first().getByRole('button', { name: /Set as Active Season/ }).click()
  await card.first().getByText('Active Season', { exact: true }).waitFor()
  await done(p)

  const h = await visit(hub + '/seasons')
  await h.getByRole('button', { name: 'NHL', exact: true }).click()
  await h.waitForURL(/sport=hockey/)
  assert.match(h.url(), /level=professional/)
  // The list may show the unfiltered seasons until the filtered answer is in.
  await h.getByText('NFL Season').first().waitFor({ state: 'detached', timeout: 15_000 })
  await expectText(h, 'NHL Season')
  assert.equal(await h.getByText('NFL Season').count(), 0)
  await h.getByRole('button', { name: 'NHL', exact: true }).click()
  await h.waitForURL((u) => !u.search.includes('sport='))
  await h.reload({ waitUntil: 'networkidle' })
  await h.getByLabel('Decade').selectOption('1990')
  await h.waitForURL(/decade=1990/)
  await expectText(h, '1999')
  assert.equal(await h.getByText('2015', { exact: false }).count(), 0)
  await done(h)
})

test('season detail: header, teams, final standings and the playoff bracket', async () => {
  const season = await api('/api/seasons/nba-2015-16')
  const standings = (await api(`/api/games/standings?${nbaScope}&season=2015&page_size=500`)).results
  const top = standings.find((r) => r.rank === 1)

  const p = await visit(nba + '/seasons/nba-2015-16')
  await p.getByRole('heading', { level: 1, name: season.name }).waitFor()
  await expectText(p, season.champion.team_name)
  await expectText(p, String(season.games_count.toLocaleString('en-US')))

  await p.getByRole('tab', { name: 'Teams' }).click()
  await p.waitForURL(/tab=teams/)
  // The Teams panel itself: the URL can change before the panel is drawn.
  const teamLink = p.getByRole('tabpanel', { name: 'Teams' }).getByRole('link', { name: top.team.name, exact: true })
  assert.equal(await teamLink.getAttribute('href'), `/teams/${top.team.slug}/2015`)

  await p.getByRole('tab', { name: 'Standings' }).click()
  const row = p.getByRole('row').filter({ hasText: top.team.name }).first()
  assert.match(await row.innerText(), new RegExp(`\\b${top.wins}\\s+${top.losses}\\b`))
  await row.click()
  await expectText(p, top.home_record)

  await p.getByRole('tab', { name: 'Playoffs' }).click()
  const finals = p.getByRole('region', { name: 'Finals' })
  await finals.waitFor({ timeout: 15_000 })
  assert.match(await finals.innerText(), new RegExp(season.champion.team_name))
  await done(p)

  const missing = await visit(hub + '/seasons/no-such-season', 1440, { status: 404 })
  await expectText(missing, 'Season Not Found')
  await missing.context().close()
})

test('standings: season from the URL, real records, one open row, hub sport filter', async () => {
  const rows = (await api(`/api/games/standings?${nbaScope}&season=2015&page_size=500`)).results
  const [first, second] = [...rows].sort((a, b) => a.rank - b.rank)

  const p = await visit(nba + '/standings?season=2015')
  assert.equal(await p.getByLabel('Season', { exact: true }).inputValue(), '2015')
  const r1 = p.getByRole('row').filter({ hasText: first.team.name }).first()
  await r1.waitFor({ timeout: 15_000 })
  assert.match(await r1.innerText(), new RegExp(`\\b${first.wins}\\s+${first.losses}\\b`))
  await r1.click()
  await expectText(p, first.home_record)
  await p.getByRole('button', { name: `Show details for ${second.team.name}` }).click()
  assert.equal(await p.getByRole('button', { name: `Hide details for ${first.team.name}` }).count(), 0)
  assert.equal(await p.getByRole('button', { name: /^Hide details/ }).count(), 1)

  await p.locator('main').getByLabel('Search', { exact: true }).fill(first.team.name)
  await p.waitForURL(/q=/)
  await p.reload({ waitUntil: 'networkidle' })
  assert.equal(await p.locator('main').getByLabel('Search', { exact: true }).inputValue(), first.team.name)
  assert.equal(await p.getByRole('row').filter({ hasText: second.team.name }).count(), 0)
  await done(p)

  const nhl = (await api('/api/games/standings?sport__slug=hockey&season=2015&page_size=500')).results
  const nhlTop = nhl.find((r) => r.rank === 1 && r.league.abbreviation === 'NHL')
  const h = await visit(hub + '/standings?sport=hockey&season=2015')
  await expectText(h, nhlTop.team.name)
  await done(h)

  // Grouped by division: the NFL's divisions, each ranked from 1.
  const nfl = (await api('/api/games/standings?sport__slug=football&level__slug=professional&season=2015&division=AFC+East')).results
  const d = await visit(hub + '/standings?sport=football&season=2015&view=division')
  const afcEast = d.getByRole('table', { name: /^AFC East standings/ })
  await afcEast.waitFor({ timeout: 15_000 })
  const leaderRow = afcEast.getByRole('row').nth(1)
  assert.match(await leaderRow.innerText(), new RegExp(`^\\s*1\\s+\\S+\\s+${nfl.find((r) => r.rank === 1).team.name}`))
  await done(d)
})

test('information pages show policy content', async () => {
  const f = await visit(nba + '/features?category=data')
  await expectText(f, 'Season directory')
  assert.equal(await f.getByRole('link', { name: 'Standings', exact: true }).count(), 1) // the footer's only
  await expectText(f, '$9.99')
  await done(f)

  for (const [path, text] of [['/terms', 'laws of the State of Kansas'], ['/terms', 'at least 13 years old'], ['/privacy', 'Your rights'], ['/cookies', 'Functionality']]) {
    const p = await visit(nba + path)
    await expectText(p, text)
    await done(p)
  }

  const flags = await api('/api/config')
  const d = await visit(hub + '/debug')
  await expectText(d, flags.features.debug ? 'Rate limit status' : 'Debug mode is off')
  await done(d)
})

test('past games without a score read "No result recorded"', async () => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const [g] = (await api(`/api/games?status=scheduled&game_date__lte=${yesterday}&page_size=1`)).results
  if (!g) return // the dataset has none
  const p = await visit(hub + '/scores/' + g.id)
  await expectText(p, 'No result recorded')
  await done(p)

  const s = await visit(`${hub}/teams/${g.home_team.slug}/${g.season.start_year}?tab=schedule`)
  await expectText(s, 'No result recorded')
  await done(s)
})

test('no header or footer link of these screens shows Coming Soon', async () => {
  for (const base of [hub, nba]) {
    for (const path of ['/seasons', '/standings', '/privacy', '/terms', '/cookies', '/data-quality', '/features']) {
      const p = await visit(base + path)
      await p.getByRole('heading', { level: 1 }).first().waitFor()
      assert.equal(await p.getByText(COMING_SOON).count(), 0, `${base}${path} shows Coming Soon`)
      await p.context().close()
    }
  }
  const p = await visit(hub + '/')
  const hrefs = await p.locator('header a, footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  for (const path of ['/seasons', '/standings', '/privacy', '/terms', '/cookies']) assert.ok(hrefs.includes(path), `${path} linked from header or footer`)
  await p.context().close()
})

test('screenshots at 390 and 1440 px', { timeout: 300_000 }, async () => {
  const routes = [
    ['seasons', hub + '/seasons'], ['seasons-nba', nba + '/seasons'],
    ['season', nba + '/seasons/nba-2015-16'], ['season-playoffs', nba + '/seasons/nba-2015-16?tab=playoffs'],
    ['season-standings', hub + '/seasons/nfl-2015-16?tab=standings'],
    ['standings', hub + '/standings'], ['standings-nba', nba + '/standings?season=2015'],
    ['data-quality', hub + '/data-quality'], ['features', hub + '/features'],
    ['privacy', nba + '/privacy'], ['terms', hub + '/terms'], ['cookies', hub + '/cookies'], ['debug', hub + '/debug'],
  ]
  for (const [name, url] of routes) await shoot(url, name)
})
