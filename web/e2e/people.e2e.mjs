// End-to-end: the people screens (players, player detail, player statistics,
// coaches, coach detail, coaching statistics) on a sport site and on the hub,
// asserting real values from the dataset; screenshots at 390 and 1440 px.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, nba, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const nhl = nba.replace('nba.', 'nhl.')
const fmt = (n) => new Intl.NumberFormat('en-US').format(n)
const pct = (p) => `${(p * 100).toFixed(1)}%`

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

test('players directory: real team, career stats, filters in the URL', async () => {
  const gretzky = (await api('/api/players/?sport__slug=hockey&search=wayne%20gretzky')).results.find((r) => r.slug === 'wayne-gretzky')
  assert.ok(gretzky, 'Wayne Gretzky is in the dataset')
  const p = await visit(nhl + '/players?q=gretzky&position=C')
  const card = p.locator('li', { has: p.getByRole('link', { name: 'Wayne Gretzky' }) })
  await card.waitFor({ timeout: 15_000 })
  const text = await card.innerText()
  assert.match(text, new RegExp(fmt(gretzky.career_stats.points)))
  assert.match(text, new RegExp(gretzky.current_team.name))
  assert.doesNotMatch(text, /Free Agent/)
  assert.equal(await p.getByLabel('Position').inputValue(), 'C')
  // The tile counts the site's active players as the API does.
  const active = await api('/api/players/?sport__slug=hockey&level__slug=professional&status=active&page_size=1&search=gretzky&position=C')
  await expectText(p, 'Active Players')
  assert.equal(active.count, 0)
  await done(p)

  const h = await visit(hub + '/players?sport=football&q=tom%20brady')
  await expectText(h, 'Tom Brady')
  await done(h)
  await shoot(nhl + '/players', 'people-players-nhl')
  await shoot(hub + '/players', 'people-players-hub')
})

test('player detail: career total, height in ft-in, per league and per season, chart', async () => {
  const d = await api('/api/players/wayne-gretzky?sport__slug=hockey')
  const p = await visit(nhl + '/players/wayne-gretzky')
  await expectText(p, 'Career Statistics')
  const league = p.getByRole('table', { name: 'Career statistics by league' })
  await league.waitFor()
  assert.match(await league.innerText(), new RegExp(fmt(d.career_stats.points)))
  const seasons = p.getByRole('table', { name: 'Career statistics by season' })
  assert.equal(await seasons.locator('tbody tr').count(), d.seasons.length)
  // The chart library arrives with the page and draws one bar per season.
  await p.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 15_000 })
  await p.getByRole('button', { name: 'Personal Information' }).click()
  await expectText(p, `${Math.floor(d.person.height_inches / 12)}'${d.person.height_inches % 12}"`)
  await done(p)

  const missing = await visit(nhl + '/players/no-such-player', 1440, { status: 404 })
  await expectText(missing, 'Player Not Found')
  await missing.context().close()
  await shoot(nhl + '/players/wayne-gretzky', 'people-player-detail-nhl')
  await shoot(hub + '/players/tom-brady', 'people-player-detail-hub')
})

test('player statistics: ranked career totals of a season', async () => {
  const p = await visit(nba + '/players/stats')
  const table = p.getByRole('table')
  await table.waitFor({ timeout: 20_000 })
  const rows = await table.locator('tbody tr').count()
  assert.ok(rows > 10 && rows <= 50, `${rows} rows`)
  await done(p)
  await shoot(nba + '/players/stats', 'people-player-stats-nba')
  await shoot(hub + '/players/stats?sport=hockey', 'people-player-stats-hub')
})

test('coaches directory, and a season filter that finds coaches', async () => {
  const pj = await api('/api/coaches/phil-jackson')
  const p = await visit(nba + '/coaches?q=phil%20jackson')
  const card = p.locator('li', { has: p.getByRole('link', { name: 'Phil Jackson' }) })
  await card.waitFor({ timeout: 15_000 })
  assert.match(await card.innerText(), new RegExp(`${pj.career_record.wins}-${pj.career_record.losses}`))
  await done(p)

  // A season with coaching records lists that season's coaches.
  const season = await api('/api/coaches/?sport__slug=basketball&level__slug=professional&season=2015&page_size=1')
  assert.ok(season.count > 0)
  const s = await visit(nba + '/coaches?season=2015')
  await expectText(s, `${season.count} coaches`)
  await done(s)
  await shoot(nba + '/coaches', 'people-coaches-nba')
  await shoot(hub + '/coaches', 'people-coaches-hub')
})

test('coach detail: record per team and wins', async () => {
  const pj = await api('/api/coaches/phil-jackson')
  const p = await visit(nba + '/coaches/phil-jackson?section=history')
  const perTeam = p.getByRole('table', { name: 'Head-coaching record by team' })
  await perTeam.waitFor({ timeout: 15_000 })
  const text = await perTeam.innerText()
  assert.match(text, /Chicago Bulls/)
  assert.match(text, /Los Angeles Lakers/)
  await expectText(p, `${pj.career_record.wins}-${pj.career_record.losses}`)
  await done(p)
  const missing = await visit(nba + '/coaches/nobody-at-all', 1440, { status: 404 })
  await expectText(missing, 'Coach Not Found')
  await missing.context().close()
  await shoot(nba + '/coaches/phil-jackson', 'people-coach-detail-nba')
  await shoot(hub + '/coaches/bill-belichick?section=history', 'people-coach-detail-hub')
})

test('coaching statistics: server records, timeframe in the URL, CSV export', async () => {
  const top = (await api('/api/coaches/stats?sport__slug=basketball&level__slug=professional&timeframe=career&sort=wins&page_size=1')).results[0]
  const p = await visit(nba + '/coaches/stats?sort=wins')
  const first = p.getByRole('table', { name: 'Coaching statistics' }).locator('tbody tr').first()
  await first.waitFor({ timeout: 15_000 })
  const row = await first.innerText()
  assert.match(row, new RegExp(top.name))
  assert.match(row, new RegExp(`${top.wins}-${top.losses}`))
  assert.match(row, new RegExp(pct(top.win_percentage).replace('.', '\\.')))
  await p.getByRole('button', { name: `Seasons of ${top.name}` }).click()
  await p.getByRole('table', { name: `Season records of ${top.name}` }).waitFor()
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Export CSV' }).click()])
  assert.equal(download.suggestedFilename(), 'coaching-stats-basketball-career.csv')
  await p.getByLabel('Timeframe').selectOption('last5')
  assert.match(p.url(), /timeframe=last5/)
  await done(p)
  await shoot(nba + '/coaches/stats', 'people-coach-stats-nba')
  await shoot(hub + '/coaches/stats?timeframe=last5', 'people-coach-stats-hub')
})
