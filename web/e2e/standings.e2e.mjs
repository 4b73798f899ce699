// End-to-end: standings as each league keeps them (NHL points, NBA seeds and
// play-in, NFL ties), the clinch marks computed from the games and standings
// as of a day, against the real binary and dataset.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, nba, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const site = (name) => hub.replace('//localhost', `//${name}.localhost`)

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

test('NHL: points, P%, RW and ROW; the 2023-24 Rangers first with 114 points and the Presidents\' Trophy', async () => {
  const p = await visit(site('nhl') + '/standings?season=2023&view=league')
  const table = p.getByRole('table').first()
  await table.waitFor({ timeout: 15_000 })
  const heads = await table.getByRole('columnheader').allInnerTexts()
  for (const h of ['GP', 'W', 'L', 'OTL', 'PTS', 'P%', 'RW', 'ROW']) assert.ok(heads.includes(h), `${h} in ${heads}`)
  const first = table.getByRole('row').nth(1)
  const text = await first.innerText()
  assert.match(text, /New York Rangers/)
  assert.match(text, /\b82\s+55\s+23\s+4\s+114\s+\.695\b/)
  assert.equal(await first.locator('[title^="Clinched the Presidents\' Trophy"]').count(), 1)
  await expectText(p, "Clinched the Presidents' Trophy (best record in the league)")
  await done(p)
})

test('NBA 2024-25: seeds 1-6 in, 7-10 in the play-in, 16 playoff teams', async () => {
  const rows = (await api('/api/games/standings?sport__slug=basketball&level__slug=professional&season=2024&page_size=100')).results
  const p = await visit(nba + '/standings?season=2024&view=conference')
  const tables = p.getByRole('table')
  await tables.first().waitFor({ timeout: 15_000 })
  assert.equal(await tables.count(), 2, 'one table a conference')
  const marked = async (label) => p.locator(`table [title="${label}"]`).count()
  const direct = (await marked('Clinched a playoff place')) + (await marked('Clinched the division')) + (await marked('Clinched the best record in the conference'))
  assert.equal(direct, 12, 'seeds 1-6 of each conference')
  assert.equal(await marked('Clinched a play-in place'), 8, 'seeds 7-10 of each conference')
  assert.equal(await marked('Eliminated from the playoffs'), 10)
  const tiles = p.getByLabel('Standings summary')
  assert.match(await tiles.innerText(), /Playoff Teams\s*16/)
  // Each conference's 7th to 10th are the play-in teams, in the API's order too.
  for (const conf of ['Eastern Conference', 'Western Conference']) {
    const seeds = rows.filter((r) => r.conference?.name === conf).sort((a, b) => a.rank - b.rank)
    assert.deepEqual(seeds.slice(6, 10).map((r) => r.clinch), ['pi', 'pi', 'pi', 'pi'], conf)
  }
  const okc = p.getByRole('row').filter({ hasText: 'Oklahoma City Thunder' })
  assert.match(await okc.innerText(), /68\s+14\s+\.829\s+-/)
  await done(p)
})

test('NFL: W, L, T, PCT with a tie as half a win', async () => {
  const p = await visit(site('nfl') + '/standings?season=2022')
  const row = p.getByRole('row').filter({ hasText: 'New York Giants' })
  await row.first().waitFor({ timeout: 15_000 })
  assert.match(await row.first().innerText(), /\b9\s+7\s+1\s+\.559\b/)
  const heads = await p.getByRole('table').first().getByRole('columnheader').allInnerTexts()
  for (const h of ['W', 'L', 'T', 'PCT']) assert.ok(heads.includes(h), `${h} in ${heads}`)
  await done(p)
})

test('as of a day: the date is in the URL and the games after it are left to play', async () => {
  const p = await visit(site('nhl') + '/standings?season=2023&date=2024-04-01&view=league')
  await expectText(p, 'Standings as of Apr 1, 2024')
  const first = p.getByRole('row').nth(1)
  await first.waitFor({ timeout: 15_000 })
  assert.match(await first.innerText(), /New York Rangers[\s\S]*\b75\s+50\s+21\s+4\s+104\b/)
  assert.equal(await p.getByLabel('As of').inputValue(), '2024-04-01')
  await done(p)
})

test('screenshots of the standings on the NHL, NBA and NFL sites', { timeout: 120_000 }, async () => {
  await shoot(site('nhl') + '/standings?season=2023', 'standings-nhl')
  await shoot(nba + '/standings?season=2024', 'standings-nba')
  await shoot(site('nfl') + '/standings?season=2022', 'standings-nfl')
})
