// End-to-end: the game page against the real binary and data. An MLB game
// shows its line score (runs, hits and errors equal to the raw Retrosheet
// rows, innings from the outs), extra innings and shootouts are marked in
// the header, officials appear where the data names them, and a game
// without a box score has no empty tab.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { start, stop, shoot, api, hub, visit, expectText, repo } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const site = (sub) => hub.replace('://localhost', `://${sub}.localhost`)

// The raw Retrosheet team rows of one game: { v: {...}, h: {...} }.
function teamstats(gid) {
  const text = gunzipSync(readFileSync(join(repo, 'data', 'baseball', 'retrosheet_teamstats_2000_2025.csv.gz'))).toString('utf8')
  const [head, ...lines] = text.split('\n')
  const cols = head.split(',')
  const out = {}
  for (const line of lines) {
    if (!line.startsWith(gid + ',')) continue
    const f = line.split(',')
    const row = Object.fromEntries(cols.map((c, i) => [c, f[i]]))
    out[row.vishome] = row
  }
  return out
}

test('an MLB game page shows its line score, equal to the raw file, and its extra innings', async () => {
  const raw = teamstats('CHN200003300')
  assert.ok(raw.v && raw.h, 'the raw file has both teams of CHN200003300')
  const g = await api('/api/games/mlb-chn200003300')
  const p = await visit(site('mlb') + '/scores/mlb-chn200003300')
  const table = p.getByRole('table', { name: 'Line score' })
  await table.waitFor()
  assert.deepEqual(await table.getByRole('columnheader').allTextContents(), ['Team', 'R', 'H', 'E'])
  for (const [side, vh] of [['away', 'v'], ['home', 'h']]) {
    const row = table.getByRole('row').filter({ has: p.getByRole('rowheader', { name: g[`${side}_team_name`], exact: true }) })
    assert.deepEqual(await row.getByRole('cell').allTextContents(), [raw[vh].b_r, raw[vh].b_h, raw[vh].d_e], `${side} R-H-E`)
  }
  // The visitors' outs at bat are the home pitchers' outs: 33 = eleven innings.
  const innings = Math.ceil(Number(raw.h.p_ipouts) / 3)
  assert.equal(innings, 11)
  await expectText(p, `${innings} innings (extra innings).`)
  // In the header (and again in the Game Details card).
  await p.getByRole('region', { name: 'Game summary' }).getByText(`Final/${innings}`, { exact: true }).waitFor()
  await expectText(p, 'Runs by inning are not in the data')
  assert.deepEqual(p.errors, [])
  await p.context().close()
})

test('a game without a box score has no empty tab; one line says what the data holds', async () => {
  const p = await visit(site('mlb') + '/scores/mlb-bos199004090?tab=stats')
  await p.getByRole('tab', { name: 'Overview' }).waitFor()
  assert.deepEqual(await p.getByRole('tab').allTextContents(), ['Overview', 'Game Info'])
  await expectText(p, 'The data holds the final score')
  await expectText(p, 'not the score by period, a box score')
  assert.equal(await p.getByText(/coming soon/i).count(), 0)
  assert.equal(await p.getByRole('table', { name: 'Line score' }).count(), 0)
  await p.context().close()
})

test('an NHL shootout is marked in the header; an NFL game lists its referee', async () => {
  const so = await api('/api/games/nhl-2025021301')
  assert.equal(so.overtime, 'SO')
  const p = await visit(site('nhl') + '/scores/nhl-2025021301')
  await p.getByRole('region', { name: 'Game summary' }).getByText('Final/SO', { exact: true }).waitFor()
  await p.context().close()

  const nfl = await visit(site('nfl') + '/scores/nfl-2024-01-bal-kc?tab=info')
  const card = nfl.getByRole('region', { name: 'Officials' })
  await card.getByText('Shawn Hochuli').waitFor()
  assert.ok((await card.textContent()).includes('Referee'))
  await nfl.context().close()
})

test('screenshots of MLB, NHL and NBA game pages', async () => {
  await shoot(site('mlb') + '/scores/mlb-chn200003300', 'game-page-mlb')
  await shoot(site('nhl') + '/scores/nhl-2025021301', 'game-page-nhl')
  await shoot(site('nba') + '/scores/nba-0042400301', 'game-page-nba')
})
