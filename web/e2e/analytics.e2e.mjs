// End-to-end: the analytics hub and its screens on a sport site and the hub,
// asserting the values the analytics API gives for the real dataset;
// screenshots at 390 and 1440 px.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, nba, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const nfl = nba.replace('nba.', 'nfl.')
const A = '/api/v1/analytics'
const nflScope = 'sport__slug=football&level__slug=professional'
const nbaScope = 'sport__slug=basketball&level__slug=professional'
const fmt = (n) => new Intl.NumberFormat('en-US').format(n)
const pct = (p) => `${(p * 100).toFixed(1)}%`

// until polls an async check until it holds (the table re-renders after the URL changes).
async function until(check, ms = 10_000) {
  const end = Date.now() + ms
  for (;;) {
    try {
      await check()
      return
    } catch (e) {
      if (Date.now() > end) throw e
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

test('hub: summary cards, insights and breakout from the API; tabs in the URL; Advanced links', async () => {
  const d = await api(`${A}/analytics/dashboard?${nbaScope}`)
  const ins = await api(`${A}/analytics/league_insights?${nbaScope}`)
  const br = await api(`${A}/analytics/breakout_candidates?${nbaScope}&limit=20`)
  const p = await visit(nba + '/analytics')
  await expectText(p, fmt(d.total_games))
  await expectText(p, d.top_team_detail.name)
  for (const t of ins.trends.slice(0, 3)) await expectText(p, t.title)
  assert.equal(await p.getByText(ins.trends[3]?.title ?? '@@none', { exact: true }).count(), 0)
  for (const h of ins.highlights.slice(0, 3)) await expectText(p, h.value)
  for (const c of br.results.slice(0, 3)) await expectText(p, c.player_name)
  assert.equal(await p.getByRole('link', { name: br.results[3].player_name }).count(), 0)
  await p.getByRole('tab', { name: 'Advanced' }).click()
  await p.waitForURL(/tab=advanced/)
  const hrefs = await p.getByRole('tabpanel').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  assert.deepEqual(hrefs, ['/analytics/predictions', '/analytics/comparisons', '/analytics/trends', '/analytics/reports'])
  await done(p)

  const all = await api(`${A}/analytics/dashboard`)
  const h = await visit(hub + '/analytics')
  await expectText(h, fmt(all.total_games))
  await expectText(h, 'League Insights')
  await done(h)
  // The header's Explore Data goes to the hub, not to Coming Soon.
  const e = await visit(nfl + '/')
  await e.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore Data' }).click()
  await e.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor()
  assert.equal(await e.getByText('will be available in a future update').count(), 0)
  await done(e)
  await shoot(nba + '/analytics', 'analytics-hub-nba')
  await shoot(hub + '/analytics', 'analytics-hub')
  await shoot(nfl + '/analytics?tab=advanced', 'analytics-hub-advanced-nfl')
})

test('team stats: the first row and the leaders equal the API; sort toggle; one expanded row', async () => {
  const rows = (await api(`${A}/teams/stats?${nflScope}&page_size=100`)).results
  const rk = await api(`${A}/teams/stats/rankings?${nflScope}&category=overall`)
  const p = await visit(nfl + '/analytics/team-stats')
  const table = p.getByRole('table')
  await table.waitFor({ timeout: 20_000 })
  const body = table.locator('tbody > tr')
  const first = await body.first().innerText()
  assert.match(first, new RegExp(rows[0].team_name))
  assert.match(first, new RegExp(pct(rows[0].win_percentage).replace('.', '\\.')))
  assert.equal(await body.count(), rows.length)
  await expectText(p, rk.best_record.team_name)
  await expectText(p, rk.longest_streak.streak)
  // Same column flips the direction; a new column starts descending.
  const winHeader = p.getByRole('columnheader', { name: /Win %/ })
  assert.equal(await winHeader.getAttribute('aria-sort'), 'descending')
  await winHeader.getByRole('button').click()
  await p.waitForURL(/dir=asc/)
  await until(async () => assert.equal(await winHeader.getAttribute('aria-sort'), 'ascending'))
  const worst = [...rows].sort((a, b) => a.win_percentage - b.win_percentage)[0]
  await until(async () => assert.match(await body.first().innerText(), new RegExp(pct(worst.win_percentage).replace('.', '\\.'))))
  await p.getByRole('columnheader', { name: /PF/ }).getByRole('button').click()
  await p.waitForURL((u) => u.search.includes('sort=points_for') && !u.search.includes('dir=asc'))
  const top = [...rows].sort((a, b) => b.points_for - a.points_for)[0]
  await until(async () => assert.match(await body.first().innerText(), new RegExp(top.team_name)))
  // One expanded row at a time.
  await p.getByRole('button', { name: `Show details of ${top.team_name}` }).click()
  await expectText(p, 'Last 10')
  await p.getByRole('button', { name: /Show details of/ }).nth(1).click()
  assert.equal(await p.getByRole('button', { name: /Hide details of/ }).count(), 1)
  // Division filter from the data.
  await p.getByLabel('Division').selectOption('AFC West')
  await p.waitForURL(/division=AFC/)
  await until(async () => assert.equal(await body.count(), rows.filter((r) => r.division === 'AFC West').length))
  await done(p)
  await shoot(nfl + '/analytics/team-stats', 'analytics-team-stats-nfl')
})

test('player stats: first row, 50-row cap, efficiency and the leader cards from the API', async () => {
  const page = await api(`${A}/players/stats?${nbaScope}&page_size=60`)
  const leaders = await api(`${A}/players/stats/leaders?${nbaScope}&category=scoring&limit=5`)
  const p = await visit(nba + '/analytics/player-stats')
  const table = p.getByRole('table')
  await table.waitFor({ timeout: 20_000 })
  const body = table.locator('tbody > tr')
  assert.equal(await body.count(), 50)
  const first = await body.first().innerText()
  assert.match(first, new RegExp(page.results[0].player_name))
  assert.match(first, new RegExp(fmt(page.results[0].points)))
  // The efficiency rule gives the API's efficiency_rating; a season whose
  // rebounds and assists exist only per game (2024-25 on) has none: "—".
  const eff = page.results[0].efficiency_rating
  assert.match(first, eff == null ? /—/ : new RegExp(eff.toFixed(1).replace('.', '\\.')))
  await expectText(p, leaders.results[0].player_name)
  await p.getByLabel('Category', { exact: true }).selectOption('rebounds')
  await p.waitForURL(/category=rebounds/)
  const reb = [...page.results].sort((a, b) => b.rebounds - a.rebounds)[0]
  await until(async () => assert.match(await body.first().innerText(), new RegExp(reb.player_name)))
  await p.getByRole('button', { name: 'Career' }).click()
  await p.waitForURL(/mode=career/)
  await table.waitFor({ timeout: 20_000 })
  assert.ok((await body.count()) <= 50)
  await done(p)
  await shoot(nba + '/analytics/player-stats', 'analytics-player-stats-nba')
  await shoot(nfl + '/analytics/player-stats?category=passing', 'analytics-player-stats-nfl')
})

test('player comparison: similarity ring and advantages from the API', async () => {
  const a = 'shai-gilgeous-alexander'
  const rows = (await api(`${A}/players/stats?${nbaScope}&page_size=5`)).results
  const [p1, p2] = rows
  const r = await fetch(hub + `${A}/analytics/compare_players`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ player1_id: p1.player_id, player2_id: p2.player_id }) }).then((x) => x.json())
  const p = await visit(nba + '/analytics/comparisons')
  const compare = p.getByRole('button', { name: 'Compare Players' })
  assert.equal(await compare.isDisabled(), true)
  // Each side is a searchable picker over the site's sport.
  for (const [side, who] of [['Player 1', p1], ['Player 2', p2]]) {
    await p.getByRole('combobox', { name: side }).fill(who.player_name)
    await p.getByRole('option', { name: new RegExp(who.player_name) }).first().click({ timeout: 60_000 })
    await p.getByRole('group', { name: side }).getByText(who.player_name).waitFor({ timeout: 60_000 })
  }
  await compare.click()
  await p.getByRole('img', { name: `Similarity ${(r.similarity_score * 100).toFixed(0)}%` }).waitFor({ timeout: 15_000 })
  await expectText(p, `${p1.player_name}'s advantages`)
  await p.getByRole('tab', { name: 'Defense' }).click()
  const defense = r.comparisons.filter((c) => c.category === 'defense')
  await until(async () => assert.equal(await p.getByRole('tabpanel').locator('tbody tr').count(), defense.length))
  await done(p)
  const c = await visit(nba + `/analytics/player/${a}/compare`)
  const sga = (await api(`${A}/players/stats/${a}?${nbaScope}`)).player
  // The page it came from preselects the player.
  await c.getByRole('group', { name: 'Player 1' }).getByText(/Gilgeous-Alexander/).first().waitFor({ timeout: 90_000 })
  assert.ok(sga, 'the API knows the player')
  await c.context().close()
  await shoot(nba + `/analytics/comparisons?p1=${p1.player_id}&p2=${p2.player_id}`, 'analytics-comparisons-nba')
})

test('insights, trends, breakout and reports show the API figures', async () => {
  const ins = await api(`${A}/analytics/league_insights?${nflScope}`)
  const p = await visit(nfl + '/analytics/insights')
  for (const h of ins.highlights) await expectText(p, h.context)
  await done(p)
  const t = await visit(nfl + '/analytics/trends')
  await expectText(t, ins.trends[0].title)
  await expectText(t, ins.trends[0].ten_years_ago_season)
  await done(t)
  const br = await api(`${A}/analytics/breakout_candidates?${nbaScope}&limit=20`)
  const b = await visit(nba + '/analytics/breakout')
  await expectText(b, br.results[br.results.length - 1].player_name)
  await done(b)
  const r = await visit(nfl + '/analytics/reports')
  for (const title of ['League Dashboard', 'Performance Summary', 'Team Stats Export', 'Player Stats Export']) await expectText(r, title)
  const [download] = await Promise.all([r.waitForEvent('download'), r.getByRole('button', { name: 'Download CSV' }).first().click()])
  assert.match(download.suggestedFilename(), /league-dashboard\.csv/)
  await done(r)
  for (const [url, name] of [[nfl + '/analytics/insights', 'insights-nfl'], [hub + '/analytics/trends', 'trends-hub'], [nba + '/analytics/breakout', 'breakout-nba'], [nfl + '/analytics/reports', 'reports-nfl']]) await shoot(url, 'analytics-' + name)
})

test('team trends (ratings chart), team report and player career (career arc)', async () => {
  const tr = await api(`${A}/analytics/team_trends?team_id=denver-broncos`)
  const p = await visit(nfl + '/analytics/team/denver-broncos/trends')
  await expectText(p, 'Denver Broncos Trends')
  await p.locator('.recharts-line-curve').first().waitFor({ timeout: 15_000 })
  await expectText(p, `#${tr.rating.rank} of ${tr.rating.of}`)
  await done(p)
  const rep = await api(`${A}/reports/team_report?team_id=denver-broncos`)
  const r = await visit(nfl + '/analytics/team/denver-broncos/report')
  await expectText(r, 'Denver Broncos Report')
  await expectText(r, 'History')
  assert.ok(rep.history.length > 0)
  await done(r)
  const car = await api(`${A}/players/stats/shai-gilgeous-alexander/career`)
  const c = await visit(nba + '/analytics/player/shai-gilgeous-alexander/career')
  await c.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 15_000 })
  assert.equal(await c.getByRole('table').locator('tbody tr').count(), car.seasons.length)
  await done(c)
  await shoot(nfl + '/analytics/team/denver-broncos/trends', 'analytics-team-trends-nfl')
  await shoot(nfl + '/analytics/team/denver-broncos/report', 'analytics-team-report-nfl')
  await shoot(nba + '/analytics/player/shai-gilgeous-alexander/career', 'analytics-player-career-nba')
})
