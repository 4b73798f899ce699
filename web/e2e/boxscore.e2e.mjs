// End-to-end: a game's Stats tab shows its box score (real values from the
// API); a game without one has no Stats tab.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

test('NHL player lines: a real line, linked to the player', async () => {
  const g = await api('/api/games/nhl-2023020001')
  const line = g.box_score.players.find((p) => p.name === 'F. Forsberg')
  const p = await visit(hub + '/scores/nhl-2023020001?tab=stats')
  await expectText(p, 'Box Score')
  const table = p.getByRole('table', { name: `${g.away_team_name} player lines` })
  const row = table.getByRole('row', { name: /F\. Forsberg/ })
  await row.waitFor()
  const toi = `${Math.floor(line.stats.time_on_ice_seconds / 60)}:${String(line.stats.time_on_ice_seconds % 60).padStart(2, '0')}`
  assert.ok((await row.textContent()).includes(toi), `time on ice ${toi} in ${await row.textContent()}`)
  assert.equal(await row.getByRole('link', { name: 'F. Forsberg' }).getAttribute('href'), `/players/${line.slug}`)
  assert.deepEqual(p.errors, [])
  await p.context().close()
})

test('MLB team totals agree with the score; a game without a box score has no Stats tab', async () => {
  const g = await api('/api/games/mlb-nyn200003290')
  const p = await visit(hub + '/scores/mlb-nyn200003290?tab=stats')
  const runs = p.getByRole('table', { name: 'Team totals' }).getByRole('row')
    .filter({ has: p.getByRole('rowheader', { name: 'Runs', exact: true }) })
  await runs.waitFor()
  assert.deepEqual(await runs.getByRole('cell').allTextContents(), [String(g.away_score), String(g.home_score)])
  await p.context().close()

  const none = await visit(hub + '/scores/mlb-bos199004090?tab=stats')
  await none.getByRole('tab', { name: 'Overview' }).waitFor()
  assert.equal(await none.getByRole('tab', { name: 'Stats' }).count(), 0)
  assert.equal(await none.getByText('Stats Coming Soon').count(), 0)
  await none.context().close()
})

test('screenshots of the box scores', async () => {
  await shoot(hub + '/scores/nhl-2023020001?tab=stats', 'boxscore-nhl')
  await shoot(hub + '/scores/mlb-nyn200003290?tab=stats', 'boxscore-mlb')
})
