// End-to-end: the header's search box (a WAI-ARIA combobox) on every site, by
// keyboard alone, and the full results page at /search?q=; screenshots at
// 390 and 1440 px of the open box and of the results page.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { start, stop, page, goto, hub, nba, shots, expectText } from './harness.mjs'

before(start, { timeout: 600_000 })
after(stop)

const nhl = nba.replace('nba.', 'nhl.')

async function done(p) {
  assert.deepEqual(p.errors, [], `console errors: ${p.errors.join('\n')}`)
  await p.context().close()
}

const box = (p) => p.getByRole('combobox', { name: /^Search/ })

// The option aria-activedescendant names: it exists, is an option and is the one marked selected.
async function activeOption(p) {
  const id = await box(p).getAttribute('aria-activedescendant')
  assert.ok(id, 'an option is active')
  const opt = p.locator(`[id="${id}"]`)
  assert.equal(await opt.getAttribute('role'), 'option')
  assert.equal(await opt.getAttribute('aria-selected'), 'true')
  return (await opt.innerText()).trim()
}

// Presses ArrowDown until the active option's text matches re (at most n times).
async function arrowTo(p, re, n = 25) {
  for (let i = 0; i < n; i++) {
    await p.keyboard.press('ArrowDown')
    if (re.test(await activeOption(p))) return
  }
  assert.fail(`no option matching ${re}`)
}

// "/" from the page focuses the box; the words are typed; the list opens.
async function typeInBox(p, words) {
  await p.locator('main h1, main h2').first().waitFor()
  await p.keyboard.press('/')
  await p.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox')
  await p.keyboard.type(words, { delay: 30 })
  const list = p.locator(`[id="${await box(p).getAttribute('aria-controls')}"]`)
  await list.waitFor({ state: 'visible' })
  assert.equal(await list.getAttribute('role'), 'listbox')
  assert.equal(await box(p).getAttribute('aria-expanded'), 'true')
  return list
}

async function expectPlayerPage(p, path, name) {
  await p.waitForURL((u) => u.pathname === path, { timeout: 15_000 })
  // The first player page after the server starts waits for the read model's people (cold).
  await p.getByRole('heading', { level: 1, name }).waitFor({ timeout: 90_000 })
}

for (const [site, base, own, other] of [
  ['NBA', nba, ['LeBron', /LeBron James/, '/players/lebron-james'], ['Ovechkin', /Alex Ovechkin/, '/players/alex-ovechkin']],
  ['NHL', nhl, ['Ovechkin', /Alex Ovechkin/, '/players/alex-ovechkin'], ['LeBron', /LeBron James/, '/players/lebron-james']],
]) {
  test(`${site} header: its own sport's player by keyboard alone`, async () => {
    const p = await page(1440)
    await goto(p, base + '/')
    const list = await typeInBox(p, own[0])
    await list.getByRole('option', { name: own[1] }).waitFor()
    // Grouped by kind, with the sport and the years.
    await list.getByRole('group', { name: 'Players' }).waitFor()
    assert.match(await list.getByRole('option', { name: own[1] }).innerText(), /(Basketball|Hockey) · .*\d{4}–(\d{4}|present)/)
    await arrowTo(p, own[1])
    await p.keyboard.press('Enter')
    await expectPlayerPage(p, own[2], own[1])
    await done(p)
  })

  test(`${site} header: another sport's player after widening to all sports`, async () => {
    const p = await page(1440)
    await goto(p, base + '/')
    const list = await typeInBox(p, other[0])
    // Scoped to the site's sport first: nobody of that name here.
    await list.getByText(/^Nothing in .* matches$/).waitFor()
    assert.equal(await list.getByRole('option', { name: other[1] }).count(), 0)
    await arrowTo(p, /^Search all sports for/)
    await p.keyboard.press('Enter')
    await list.getByRole('option', { name: other[1] }).waitFor()
    assert.equal(await box(p).getAttribute('aria-expanded'), 'true', 'widening keeps the list open')
    await arrowTo(p, other[1])
    await p.keyboard.press('Enter')
    await expectPlayerPage(p, other[2], other[1])
    await done(p)
  })
}

test('Escape closes the list, then clears the box; Enter with no option opens the results page', async () => {
  const p = await page(1440)
  await goto(p, nba + '/teams')
  await typeInBox(p, 'bulls')
  await p.keyboard.press('Escape')
  assert.equal(await box(p).getAttribute('aria-expanded'), 'false')
  assert.equal(await box(p).inputValue(), 'bulls')
  await p.keyboard.press('Escape')
  assert.equal(await box(p).inputValue(), '')
  await p.keyboard.type('chicago', { delay: 30 })
  await p.getByRole('option', { name: /Chicago Bulls/ }).waitFor()
  await p.keyboard.press('Enter')
  await p.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'chicago')
  // The teams page plays its way out first (it lists the Bulls too): wait for the results page.
  await p.getByRole('heading', { level: 1, name: 'Search' }).waitFor()
  await p.getByRole('heading', { level: 2, name: /^Teams/ }).waitFor()
  await p.getByRole('link', { name: /Chicago Bulls/ }).waitFor()
  assert.match(await p.title(), /^Search: chicago \| Hardwood Almanac$/)
  await done(p)
})

test('results page: state in the URL, scope switch, one kind, the hub searches every sport', async () => {
  const p = await page(1440)
  await goto(p, nba + '/search?q=smith')
  await expectText(p, 'results for “smith” in Basketball')
  await p.getByRole('button', { name: 'All sports' }).click()
  await p.waitForURL((u) => u.searchParams.get('scope') === 'all')
  await expectText(p, 'results for “smith” in all sports')
  await p.getByRole('button', { name: 'More players' }).click()
  await p.waitForURL((u) => u.searchParams.get('kind') === 'players')
  await p.getByRole('heading', { level: 2, name: 'Players (first 50)' }).waitFor()
  assert.equal(await p.getByRole('heading', { level: 2, name: /^Teams/ }).count(), 0)
  await done(p)

  const h = await page(1440)
  await goto(h, hub + '/search?q=ovechkin')
  await h.getByRole('link', { name: /Alex Ovechkin/ }).waitFor()
  assert.equal(await h.getByRole('button', { name: 'All sports' }).count(), 0, 'the hub has no scope to widen')
  await done(h)
})

test('screenshots: the open box and the results page at 390 and 1440 px', async () => {
  for (const w of [390, 1440]) {
    const p = await page(w)
    await goto(p, nba + '/')
    await typeInBox(p, 'jordan')
    await p.getByRole('option', { name: /Michael Jordan/ }).waitFor()
    await p.keyboard.press('ArrowDown')
    await p.screenshot({ path: join(shots, `search-box-nba-${w}.png`) })
    await p.context().close()

    const r = await page(w)
    await goto(r, nba + '/search?q=jordan&scope=all')
    await r.getByRole('link', { name: /Michael Jordan/ }).first().waitFor()
    await r.screenshot({ path: join(shots, `search-results-nba-${w}.png`), fullPage: true })
    await r.context().close()
  }
})

test('the footer keeps the spec links and adds the data sources', async () => {
  const p = await page(1440)
  await goto(p, nba + '/')
  const footer = p.locator('footer')
  for (const name of ['Championships', 'Teams', 'Seasons', 'Standings', 'Scores', 'Players', 'Coaches', 'Privacy', 'Terms', 'Cookies']) {
    assert.equal(await footer.getByRole('link', { name, exact: true }).count(), 1, name)
  }
  await footer.getByRole('link', { name: 'Data Sources' }).click()
  await p.waitForURL((u) => u.pathname === '/data-quality')
  await p.getByRole('heading', { name: /Sources/ }).first().waitFor({ timeout: 30_000 })
  await done(p)
})
