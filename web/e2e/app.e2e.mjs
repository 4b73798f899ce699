// End-to-end: every part-1 route renders real content on the hub and on a
// sport site, the header links work, and a filter survives a reload.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { start, stop, shoot, api, hub, nba, visit, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

test('hub and NBA site differ in brand, title and data', async () => {
  const h = await visit(hub + '/')
  const n = await visit(nba + '/')
  const ht = await h.title()
  const nt = await n.title()
  assert.match(ht, /Almanac/)
  assert.match(nt, /Hardwood Almanac/)
  assert.notEqual(ht, nt)
  const hubColor = await h.locator('meta[name="theme-color"]').getAttribute('content')
  const nbaColor = await n.locator('meta[name="theme-color"]').getAttribute('content')
  assert.notEqual(hubColor, nbaColor)
  // The NBA site's championships are basketball only.
  const champs = await visit(nba + '/championships')
  await expectText(champs, 'NBA Championship')
  assert.equal(await champs.getByText('Super Bowl').count(), 0)
  for (const p of [h, n, champs]) {
    assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
    await p.context().close()
  }
})

test('championships, a championship and the champions history', async () => {
  const list = await visit(hub + '/championships')
  await expectText(list, 'Super Bowl')
  await expectText(list, 'World Series')
  await list.context().close()

  const sb = await api('/api/championships/championships/super-bowl/games?page_size=1')
  const latest = sb.results[0]
  const detail = await visit(hub + '/championships/super-bowl')
  await expectText(detail, latest.winner_name)
  await detail.context().close()

  // A missing entity's page is a real 404 (with the app's not-found view and title), not a soft one.
  const missing = await visit(hub + '/championships/no-such-title', 1440, { status: 404 })
  await expectText(missing, 'Championship Not Found')
  assert.equal(await missing.title(), 'Championship Not Found | Almanac')
  await missing.context().close()

  const hist = await visit(hub + '/champions')
  await expectText(hist, 'Stanley Cup')
  await hist.context().close()
})

test('teams directory, team detail with a season, comparison', async () => {
  const dir = await visit(nba + '/teams')
  await expectText(dir, 'Boston Celtics')
  await dir.context().close()

  const team = await visit(nba + '/teams/boston-celtics')
  await expectText(team, 'Available Seasons')
  await team.context().close()

  const season = await visit(nba + '/teams/boston-celtics/2018?tab=schedule')
  await expectText(season, 'Schedule')
  await expectText(season, 'Philadelphia 76ers')
  await season.context().close()

  const cmp = await visit(hub + '/teams/compare?team_a=boston-celtics&team_b=los-angeles-lakers')
  await expectText(cmp, 'Los Angeles Lakers')
  await expectText(cmp, 'Export Comparison')
  await cmp.context().close()
})

test('teams directory by league group, active teams first, one name per school', async () => {
  const h = await visit(hub + '/teams')
  const sections = h.locator('main section[aria-labelledby] > div > h2')
  await sections.first().waitFor()
  // Each heading is the group's label, then the league's name.
  const titles = await sections.allTextContents()
  ;['NFL', 'NBA', 'MLB', 'NHL'].forEach((label, i) => assert.ok(titles[i].startsWith(label), `section ${i + 1} is ${titles[i]}, want ${label}`))
  // The NFL's clubs of its latest season come before its former ones: Arizona first, not the Akron Pros.
  const nfl = h.getByRole('list', { name: 'NFL: active teams' })
  assert.equal(await nfl.getByRole('link').first().textContent(), 'Arizona Cardinals')
  await expectText(h, '32 active')
  // One name per school: Kaggle's "Alcorn St" is Alcorn State in basketball too.
  await h.locator('main').getByRole('searchbox').first().fill('alcorn')
  await h.waitForURL(/q=alcorn/)
  await h.getByRole('link', { name: 'Alcorn State' }).nth(2).waitFor()
  assert.equal(await h.getByRole('link', { name: 'Alcorn State', exact: true }).count(), 3)
  assert.equal(await h.getByRole('link', { name: 'Alcorn St', exact: true }).count(), 0)
  await h.context().close()

  const n = await visit(nba + '/teams')
  const first = n.locator('main section[aria-labelledby] > div > h2').first()
  assert.match(await first.textContent(), /^NBA/)
  await expectText(n, '30 active')
  assert.deepEqual(n.errors, [], `console errors: ${n.errors.join('\n')}`)
  await n.context().close()
})

test('scores list and a game', async () => {
  const list = await visit(nba + '/scores')
  await expectText(list, 'Live Scores & Results')
  await list.context().close()

  const games = await api('/api/games?sport__slug=basketball&level__slug=professional&game_type=championship&page_size=1')
  const g = games.results[0]
  const detail = await visit(hub + '/scores/' + g.id)
  await expectText(detail, g.home_team.name)
  await expectText(detail, 'Game Info')
  await detail.context().close()
})

test('header links navigate', async () => {
  const p = await visit(hub + '/')
  await p.getByRole('navigation').first().getByRole('link', { name: 'Teams', exact: true }).first().click()
  await p.waitForURL(/\/teams$/)
  await expectText(p, 'Compare Teams')
  await p.context().close()
})

test('a filter survives reload through the URL', async () => {
  const p = await visit(nba + '/teams')
  // The page's own filter, not the header's site search.
  const box = p.locator('main').getByRole('searchbox').first()
  await box.fill('lakers')
  await p.waitForURL(/q=lakers/)
  await p.reload({ waitUntil: 'networkidle' })
  assert.equal(await box.inputValue(), 'lakers')
  await expectText(p, 'Los Angeles Lakers')
  assert.equal(await p.getByText('Boston Celtics').count(), 0)
  await p.context().close()
})

test('screenshots at 390 and 1440 px', { timeout: 300_000 }, async () => {
  const g = (await api('/api/games?sport__slug=football&game_type=championship&page_size=1')).results[0]
  const routes = [
    ['home', hub + '/'], ['home-nba', nba + '/'], ['championships', hub + '/championships'],
    ['championship', hub + '/championships/world-series'], ['champions', hub + '/champions'],
    ['teams', nba + '/teams'], ['team', nba + '/teams/boston-celtics'],
    ['team-season', nba + '/teams/boston-celtics/2023?tab=roster'], ['compare', hub + '/teams/compare?team_a=boston-celtics&team_b=los-angeles-lakers'],
    ['scores', hub + '/scores'], ['game', hub + '/scores/' + g.id],
  ]
  for (const [name, url] of routes) await shoot(url, name)
})
