// End-to-end: the season odds page's chart of each team's odds over the
// season, the backtest page with the four leagues (computed in the
// background: the page says so, then shows them), the team page's panel
// and the "Checking our work" page, against the real binary and data;
// screenshots at 390 and 1440 px.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, nba, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const nfl = nba.replace('nba.', 'nfl.')
const A = '/api/v1/analytics/analytics'
const pctLabel = (v) => (v === 0 ? '0%' : v === 1 ? '100%' : v < 0.01 ? '<1%' : v > 0.99 ? '>99%' : `${Math.round(v * 100)}%`)

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

test('season odds: the chart of each team\'s odds over the season, with its table', { timeout: 120_000 }, async () => {
  const h = await api(`${A}/season_odds_history?sport__slug=football&season=2023`)
  assert.equal(h.teams.length, 32)
  const p = await visit(nfl + '/analytics/season-odds?season=2023')
  await expectText(p, 'Chance of the playoffs over the season')
  const paths = p.locator('figure svg path')
  assert.equal(await paths.count(), 32)
  await p.getByText('The chart as a table').click()
  const table = p.getByRole('table', { name: /Chance of the playoffs by date/ })
  const last = h.dates[h.dates.length - 1]
  const row = table.getByRole('row').filter({ has: p.getByRole('rowheader', { name: last }) })
  const header = await table.getByRole('columnheader').allTextContents()
  const cells = await row.getByRole('cell').allTextContents()
  header.slice(1).forEach((abbr, i) => {
    const t = h.teams.find((x) => abbr.startsWith(x.abbreviation))
    assert.ok(t, `column ${abbr}`)
    assert.equal(cells[i], pctLabel(t.playoff_probability[h.dates.length - 1]), `${t.name} on ${last}`)
  })
  // The title chart, in the URL.
  await p.getByLabel('Chart').selectOption('title')
  await p.waitForURL(/chart=title/)
  await expectText(p, 'Chance of the title over the season')
  await done(p)
  await shoot(nfl + '/analytics/season-odds?season=2023&as_of=2023-11-20', 'season-odds-nfl')
})

test('backtest: the four leagues, ours against both baselines, once computed in the background', { timeout: 900_000 }, async () => {
  const sports = { football: 'NFL', basketball: 'NBA', baseball: 'MLB', hockey: 'NHL' }
  const first = await fetch(`${hub}${A}/season_odds_backtest?sport__slug=baseball`)
  assert.ok(first.status === 202 || first.status === 200, `first answer ${first.status}`)
  const p = await visit(hub + '/analytics/season-odds/backtest')
  for (const label of Object.values(sports)) await expectText(p, label)
  const got = {}
  for (const sport of Object.keys(sports)) {
    for (const end = Date.now() + 800_000; ; await new Promise((r) => setTimeout(r, 3000))) {
      got[sport] = await api(`${A}/season_odds_backtest?sport__slug=${sport}`)
      if (got[sport].status === 'ready' || Date.now() > end) break
    }
    assert.equal(got[sport].status, 'ready', sport)
  }
  await p.reload()
  for (const [sport, label] of Object.entries(sports)) {
    const table = p.getByRole('table', { name: `${label} season odds backtest: Brier score of playoff and log loss of title probabilities, ours and two baselines` })
    await table.waitFor({ timeout: 60_000 })
    const mid = got[sport].dates.find((d) => d.as_of === 'midpoint')
    const row = table.getByRole('row').filter({ has: p.getByRole('rowheader', { name: 'Midpoint' }) })
    const text = await row.textContent()
    assert.ok(text.includes(mid.playoff_brier.model.toFixed(4)) && text.includes(mid.title_log_loss.model.toFixed(3)), `${label} midpoint: ${text}`)
    assert.ok(mid.below_both_baselines, `${label}: ours below both baselines at the midpoint`)
  }
  await done(p)
  await shoot(hub + '/analytics/season-odds/backtest', 'season-odds-backtest')
})

test('team page: the latest season\'s odds with a link to every team\'s', { timeout: 120_000 }, async () => {
  const odds = await api(`${A}/season_odds?sport__slug=football&level__slug=professional`)
  const chiefs = odds.teams.find((t) => t.slug === 'kansas-city-chiefs')
  const p = await visit(nfl + '/teams/kansas-city-chiefs')
  const panel = p.getByRole('region', { name: /Season Odds/ })
  await panel.waitFor()
  const text = await panel.textContent()
  assert.ok(text.includes(pctLabel(chiefs.playoff_probability)) && text.includes(`as of ${odds.as_of}`), text)
  await panel.getByRole('link', { name: "Every team's odds" }).click()
  await p.waitForURL(/\/analytics\/season-odds\?sport=football&season=\d+&team=kansas-city-chiefs/)
  await expectText(p, 'Kansas City Chiefs, ', 30_000)
  await done(p)
  await shoot(nfl + '/teams/kansas-city-chiefs', 'team-season-odds-panel')
})

test('checking our work: the archived forecasts scored, or why none is yet', { timeout: 60_000 }, async () => {
  const c = await api('/api/v1/analytics/forecasts/calibration')
  const p = await visit(hub + '/analytics/checking-our-work')
  await expectText(p, 'Checking our work')
  if (c.scopes.every((s) => s.forecasts === 0)) await expectText(p, 'No archived forecast has a result yet')
  else await expectText(p, c.scopes.find((s) => s.forecasts > 0).brier.toFixed(4))
  // The archived season odds: scored once their season is complete, else why not yet.
  await expectText(p, 'Season odds')
  const odds = c.season_odds.find((s) => s.runs > 0)
  if (odds) await expectText(p, odds.playoff_brier.toFixed(4))
  else await expectText(p, 'No archived season odds of a completed season yet')
  await done(p)
  await shoot(hub + '/analytics/checking-our-work', 'checking-our-work')
})
