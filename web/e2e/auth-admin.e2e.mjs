// End-to-end with accounts on (issue #14): sign up, sign in and sign out
// through the real dialog; an operator made with `almanac user create` enters
// a live game in /admin/; a scores page opened before shows it, then its new
// score, without a reload (live-score stream). Screenshots of each admin tab.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { start, stop, hub, page, goto, settle, bin, dbUrl, expectText, shots, api } from './harness.mjs'

const AUTH_ENV = { FEATURE_AUTH: 'true', AUTH_SECRET: 'e2e-only-secret-of-at-least-32-bytes-0123456789' }
const run = Date.now().toString(36)
const fan = { first: 'Fiona', last: 'Fan', username: `fan${run}`, email: `fan-${run}@example.com`, password: 'Season2026' }
const operator = { email: `op-${run}@example.com`, password: 'Operator2026' }

before(() => start({ env: AUTH_ENV }), { timeout: 600_000 })
after(stop)

// The browser's calendar day (what the scores page and the form call today).
async function browserToday(p) {
  return p.evaluate(() => {
    const d = new Date()
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  })
}

async function fillDialog(p, fields, submit) {
  const dialog = p.getByRole('dialog')
  for (const [label, value] of fields) await dialog.getByLabel(label, { exact: true }).fill(value)
  await dialog.getByRole('button', { name: submit, exact: true }).click()
  return dialog
}

// The token of the newest mail to `email` linking to `path` (the outbox, read with the CLI: no SMTP here).
function mailToken(email, path) {
  const out = execFileSync(bin, ['outbox', 'list'], { env: { ...process.env, DATABASE_URL: dbUrl }, encoding: 'utf8' })
  for (const mail of out.split(/^(?=#\d+ )/m)) {
    if (!mail.includes(`to ${email}:`)) continue
    const m = new RegExp(`/${path}\\?token=([\\w-]+)`).exec(mail)
    if (m) return m[1]
  }
  throw new Error(`no ${path} mail to ${email} in the outbox`)
}

async function signIn(p, who) {
  await p.getByRole('button', { name: 'Sign In', exact: true }).first().click()
  const dialog = await fillDialog(p, [['Email', who.email], ['Password', who.password]], 'Sign In')
  await dialog.getByText('Welcome Back!').waitFor({ timeout: 15_000 })
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
}

// Opens /admin/ and signs in as who through the page's own prompt.
async function openAdmin(p, who) {
  await goto(p, hub + '/admin/')
  await expectText(p, 'Sign in to continue')
  await p.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click()
  const dialog = await fillDialog(p, [['Email', who.email], ['Password', who.password]], 'Sign In')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await p.getByRole('tablist', { name: 'Admin sections' }).waitFor({ timeout: 15_000 })
}

// A JSON POST to the server (a feed's client, not the browser).
async function post(path, body, token) {
  const headers = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const r = await fetch(hub + path, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: r.status, body: await r.json() }
}

async function signOut(p, name) {
  await p.getByRole('button', { name: `Account menu for ${name}` }).click()
  await p.getByRole('menuitem', { name: 'Sign Out' }).click()
  await p.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor({ timeout: 10_000 })
}

test('sign up, verify the address, sign out, reset the password and sign in again through the dialog', async () => {
  const p = await page(1440)
  await goto(p, hub + '/')
  await p.getByRole('button', { name: 'Sign Up', exact: true }).click()
  const dialog = await fillDialog(
    p,
    [
      ['First Name', fan.first],
      ['Last Name', fan.last],
      ['Username', fan.username],
      ['Email', fan.email],
      ['Password', fan.password],
      ['Confirm Password', fan.password],
    ],
    'Create Account',
  )
  await dialog.getByText('Account Created!').waitFor({ timeout: 15_000 })
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  // Signing up does not sign in (its answer is the same whether or not the
  // address already had an account); the new user signs in with the password.
  await signIn(p, fan)
  const name = `${fan.first} ${fan.last}`
  await p.getByRole('button', { name: `Account menu for ${name}` }).waitFor({ timeout: 10_000 })

  // The verification mail's link.
  await goto(p, `${hub}/verify-email?token=${mailToken(fan.email, 'verify-email')}`)
  await expectText(p, 'Email verified.')
  await p.getByRole('button', { name: `Account menu for ${name}` }).click()
  await p.getByRole('menu').getByText('Verified').waitFor()
  await p.keyboard.press('Escape')
  await signOut(p, name)
  assert.equal(await p.evaluate(() => localStorage.getItem('almanac:auth:tokens')), null)

  // Forgot the password: the reset mail's link sets a new one.
  await p.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click()
  await p.getByRole('dialog').getByRole('button', { name: 'Forgot your password?' }).click()
  const reset = await fillDialog(p, [['Email', fan.email]], 'Send Reset Link')
  await reset.getByText('Reset Link Sent!').waitFor({ timeout: 10_000 })
  await reset.waitFor({ state: 'detached', timeout: 10_000 })
  await goto(p, `${hub}/reset-password?token=${mailToken(fan.email, 'reset-password')}`)
  fan.password = 'Playoffs2027'
  await p.getByLabel('New Password').fill(fan.password)
  await p.getByLabel('Confirm Password').fill(fan.password)
  await p.getByRole('button', { name: 'Set New Password' }).click()
  await expectText(p, 'Password has been reset.')

  // A wrong password: the server's answer in the dialog's banner.
  await p.getByRole('button', { name: 'Sign In', exact: true }).first().click()
  const bad = await fillDialog(p, [['Email', fan.email], ['Password', 'Wrong2026x']], 'Sign In')
  await bad.getByRole('alert').getByText('Invalid email or password.').waitFor({ timeout: 10_000 })
  await bad.getByRole('button', { name: 'Close' }).click()

  await signIn(p, fan)
  await p.getByRole('button', { name: `Account menu for ${name}` }).waitFor()
  // A plain user is no operator.
  await goto(p, hub + '/admin/')
  await expectText(p, 'You need operator access')
  await signOut(p, name)
  assert.deepEqual(p.errors.filter((e) => !/401|Unauthorized/.test(e)), [], p.errors.join('\n'))
  await p.context().close()
})

test('an operator enters a live score in /admin/; an open scores page shows it and its update without reload', async () => {
  execFileSync(bin, ['user', 'create', '--email', operator.email, '--password', operator.password, '--role', 'operator', '--first', 'Olive', '--last', 'Operator'], {
    env: { ...process.env, DATABASE_URL: dbUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  })

  // The fan's page: today's scores, open before the game exists.
  const viewer = await page(1440)
  await goto(viewer, hub + '/scores')
  await viewer.getByRole('heading', { name: 'Live Scores & Results' }).waitFor()
  await viewer.evaluate(() => {
    window.__notReloaded = true
  })
  const today = await browserToday(viewer)

  const admin = await page(1440)
  await openAdmin(admin, operator)

  const form = admin.getByRole('form', { name: 'Live game' })
  await form.getByLabel('Sport').selectOption('basketball')
  await form.getByLabel('Level').selectOption('professional')
  await form.getByLabel('Home team').locator('option[value="boston-celtics"]').waitFor({ state: 'attached', timeout: 15_000 })
  await form.getByLabel('Home team').selectOption('boston-celtics')
  await form.getByLabel('Away team').selectOption('los-angeles-lakers')
  assert.equal(await form.getByLabel('Date').inputValue(), today)
  await form.getByLabel('Status').selectOption('live')
  await form.getByLabel('Period').fill('3')
  await form.getByLabel('Clock').fill('4:12')
  await form.getByLabel('Away score').fill('68')
  await form.getByLabel('Home score').fill('71')
  const externalId = `e2e-${run}`
  await form.getByLabel('External id').fill(externalId)
  const saved = Date.now()
  await form.getByRole('button', { name: 'Save live game' }).click()
  await expectText(admin, 'Saved: Los Angeles Lakers 68, Boston Celtics 71')

  // The viewer's page: the game joins today's list, with LIVE and 'Q3 - 4:12'.
  const card = viewer.getByRole('link', { name: /Boston Celtics/ }).filter({ hasText: 'Q3 - 4:12' })
  await card.waitFor({ timeout: 10_000 })
  const firstSeenMs = Date.now() - saved
  const text = await card.innerText()
  assert.match(text, /Live/i)
  assert.match(text, /71/)
  assert.match(text, /68/)

  // A quick +2 for the home side from the live list; the viewer sees 73.
  const row = admin.getByRole('list', { name: 'Live games' }).getByRole('listitem').filter({ hasText: externalId })
  await row.waitFor({ timeout: 10_000 })
  const id = /#(\d+)/.exec(await row.innerText())?.[1]
  assert.ok(id, 'the live list shows the game id')
  const viewerCard = viewer.locator(`a[href="/scores/${id}"]`)
  const update = Date.now()
  await row.getByRole('button', { name: 'Boston Celtics +2' }).click()
  await viewerCard.filter({ hasText: '73' }).waitFor({ timeout: 10_000 })
  const updateSeenMs = Date.now() - update
  assert.equal(await viewer.evaluate(() => window.__notReloaded), true, 'the scores page reloaded')
  console.log(`live score on the other page: created after ${firstSeenMs} ms, update after ${updateSeenMs} ms`)

  // The audit log names the operator and the game's external id.
  await admin.getByRole('tab', { name: 'Audit log' }).click()
  const log = admin.getByRole('list', { name: 'Audit log' })
  await log.waitFor({ timeout: 10_000 })
  const newest = log.getByRole('listitem').first()
  await newest.getByText(operator.email).waitFor()
  await newest.getByText(externalId).waitFor()
  await newest.getByText('home_score').waitFor()

  // Screenshots of each tab at 390 and 1440 px, signed in as the operator.
  const storageState = await admin.context().storageState()
  for (const [path, name] of [['/admin/', 'live'], ['/admin/corrections', 'corrections'], ['/admin/imports', 'imports'], ['/admin/audit', 'audit']]) {
    for (const w of [390, 1440]) {
      const p = await page(w, { storageState })
      await goto(p, hub + path)
      await p.getByRole('tablist', { name: 'Admin sections' }).waitFor({ timeout: 15_000 })
      await settle(p)
      await p.screenshot({ path: join(shots, `admin-${name}-${w}.png`), fullPage: true })
      await p.context().close()
    }
  }

  // End the game: it leaves the live list and reads Final on the viewer's page.
  await admin.getByRole('tab', { name: 'Live games' }).click()
  await row.getByRole('button', { name: 'Final' }).click()
  await viewerCard.filter({ hasText: 'Final' }).waitFor({ timeout: 10_000 })
  await row.waitFor({ state: 'detached', timeout: 10_000 })

  for (const p of [viewer, admin]) {
    assert.deepEqual(p.errors.filter((e) => !/401|Unauthorized/.test(e)), [], p.errors.join('\n'))
    await p.context().close()
  }
})

test("a live game a feed sent through the API (not this browser) is scored and ended from /admin/'s quick buttons; the final counts in its season's standings", async () => {
  const login = await post('/auth/login/', { email: operator.email, password: operator.password })
  assert.equal(login.status, 200, JSON.stringify(login.body))
  const externalId = `feed-${run}`
  const today = new Date().toISOString().slice(0, 10)
  const sent = await post(
    '/api/v1/ingest/games/',
    { external_id: externalId, sport__slug: 'basketball', level__slug: 'professional', home_team: 'new-york-knicks', away_team: 'miami-heat',
      game_date: today, status: 'live', period: 2, time_remaining: '7:30', home_score: 40, away_score: 38 },
    login.body.access,
  )
  assert.equal(sent.status, 201, JSON.stringify(sent.body))
  const { id, season } = sent.body
  assert.ok(season?.start_year, `the ingested game has a season: ${JSON.stringify(sent.body)}`)
  const live = await api('/api/games/live')
  assert.equal(live.results.find((g) => g.id === id)?.external_id, externalId, 'the live list names the external id')

  // A fresh browser (nothing of this game in its storage), at phone width.
  const admin = await page(390)
  await openAdmin(admin, operator)
  const row = admin.getByRole('list', { name: 'Live games' }).getByRole('listitem').filter({ hasText: externalId })
  await row.waitFor({ timeout: 10_000 })
  assert.equal(await row.getByText('no external id', { exact: false }).count(), 0)
  await row.getByRole('button', { name: 'New York Knicks +3' }).click()
  await row.getByText('43', { exact: true }).waitFor({ timeout: 10_000 })
  assert.equal((await api(`/api/games/${id}`)).home_score, 43)

  await row.getByRole('button', { name: 'Final' }).click()
  await row.waitFor({ state: 'detached', timeout: 10_000 })
  const final = await api(`/api/games/${id}`)
  assert.equal(final.status, 'final')
  assert.equal(final.home_score, 43)
  assert.equal(final.season?.name, season.name)

  // The final is a result of its season: the winner's record counts it.
  const standings = await api(`/api/games/standings/?season=${season.start_year}&sport__slug=basketball&level__slug=professional&page_size=500`)
  const knicks = standings.results.find((r) => r.team.slug === 'new-york-knicks')
  assert.ok(knicks && knicks.wins >= 1 && knicks.season.name === season.name, `standings: ${JSON.stringify(knicks)}`)
  assert.deepEqual(admin.errors.filter((e) => !/401|Unauthorized/.test(e)), [], admin.errors.join('\n'))
  await admin.context().close()
})
