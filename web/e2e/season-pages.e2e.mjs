// End-to-end: a team's season and a league's season against the real binary and
// the real dataset: the 1995-96 Chicago Bulls (72-10, Phil Jackson, champions)
// and the 1995-96 NBA season (Bulls over the SuperSonics, Jordan's 30.4).
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, nba, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

test('team season: the 1995-96 Bulls show 72-10, Phil Jackson and the title', async () => {
  // The first answer builds the season's standings, coaches and player lines.
  const p = await visit(nba + '/teams/chicago-bulls/1995')
  const summary = p.getByRole('region', { name: 'Season Summary' })
  await summary.getByText('72-10', { exact: true }).waitFor({ timeout: 120_000 })
  await summary.getByText('.878', { exact: true }).waitFor()
  await summary.getByText('Won NBA Finals').waitFor()
  assert.equal(await summary.getByRole('link', { name: 'Seattle SuperSonics' }).getAttribute('href'), '/teams/oklahoma-city-thunder/1995')

  const coach = p.getByRole('region', { name: 'Head Coach' })
  assert.equal(await coach.getByRole('link', { name: 'Phil Jackson' }).getAttribute('href'), '/coaches/phil-jackson')

  const leaders = p.getByRole('region', { name: 'Team Leaders' })
  await leaders.getByRole('link', { name: 'Michael Jordan' }).first().waitFor()
  await expectText(p, '30.4')
  // The NBA's games of the era do not name their venue: never today's arena.
  const venue = p.getByRole('region', { name: 'Home Venue' })
  await venue.getByText('Venue not known for this season.').waitFor()
  assert.equal(await venue.getByText('United Center').count(), 0)
  await done(p)
  const s = await api('/api/teams/chicago-bulls/seasons/1995')
  assert.equal(s.record.text, '72-10')
  assert.equal(s.playoffs.status, 'champion')
  await shoot(nba + '/teams/chicago-bulls/1995', 'team-season-bulls-1995')
})

test('league season: champion and runner-up, leaders and team rankings of NBA 1995-96', async () => {
  const p = await visit(nba + '/seasons/nba-1995-96')
  const champ = p.getByRole('region', { name: 'Champion and Runner-up' })
  await champ.getByRole('link', { name: 'Chicago Bulls' }).waitFor({ timeout: 30_000 })
  await champ.getByRole('link', { name: 'Seattle SuperSonics' }).waitFor()

  const scoring = p.getByRole('region', { name: 'Scoring leaders' })
  await scoring.waitFor({ timeout: 60_000 })
  const first = scoring.getByRole('listitem').first()
  assert.match(await first.innerText(), /Michael Jordan[\s\S]*30\.4/)

  const awards = p.getByRole('region', { name: 'Awards' })
  await awards.getByText('Most Valuable Player').waitFor({ timeout: 30_000 })
  assert.equal(await awards.getByRole('link', { name: 'Michael Jordan' }).first().getAttribute('href'), '/players/michael-jordan')

  const table = p.getByRole('table', { name: '1995-96 NBA Season team rankings' })
  const top = table.getByRole('row').nth(1)
  await top.waitFor()
  assert.match(await top.innerText(), /Chicago Bulls[\s\S]*\+12\.2/)
  await done(p)
  await shoot(nba + '/seasons/nba-1995-96', 'season-nba-1995-96')
})
