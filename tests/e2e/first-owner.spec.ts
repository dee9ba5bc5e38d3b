import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { ready } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

/**
 * Day one, exactly as the README tells a new owner: `npm run staff -- create`, then `npm start`
 * (production mode: Secure cookies, no development pages, an owner must turn two-factor sign-in
 * on before anything else), then sign in at /admin/login with script on. The suite's own server
 * runs NODE_ENV=test, so these journeys start a production server of their own, on their own
 * embedded database and port. Chromium keeps the Secure cookies of http://127.0.0.1 (a trustworthy
 * origin), so no INSECURE_COOKIES is needed.
 */
const port = Number(process.env.E2E_FIRST_OWNER_PORT || Number(process.env.E2E_PORT || 3210) + 1)
const origin = `http://127.0.0.1:${port}`
const owners = {
  first: { email: 'mei.chan@maisonharbour.test', name: 'Mei Chan' },
  second: { email: 'ada.wong@maisonharbour.test', name: 'Ada Wong' },
}
const password = `Harbour${randomBytes(8).toString('hex')}7`

test.use({ baseURL: origin })
test.describe.configure({ mode: 'serial' })

let server: ChildProcess | undefined
let dataDir = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-first-owner-'))
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
  }
  // README: `printf '%s' "$PASSWORD" | npm run staff -- create --email … --role owner --password-stdin`
  for (const owner of Object.values(owners)) {
    execFileSync(
      process.execPath,
      [
        'apps/api/src/cli/staff.ts',
        'create',
        '--email',
        owner.email,
        '--role',
        'owner',
        '--name',
        owner.name,
        '--password-stdin',
      ],
      { input: password, env, stdio: ['pipe', 'ignore', 'inherit'] },
    )
  }
  // README: `npm start` (scripts/start.ts sets NODE_ENV=production itself)
  server = spawn(process.execPath, ['scripts/start.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await expect
    .poll(
      () =>
        fetch(`${origin}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 180_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Every back-office request the page makes (documents and React Router's `.data` requests). */
function adminRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/admin')) seen.push(`${request.method()} ${url.pathname}`)
  })
  return seen
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await ready(page)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** From the sign-in page that asked for the code: the password again and the app's code. */
async function enterCode(page: Page, totp: TOTP) {
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the 6-digit code from your authenticator app',
  )
  await page.getByLabel('Password').fill(password)
  // the next period's code: the one that turned two-factor on cannot be used twice
  await page
    .getByLabel('Code from your authenticator app')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A first sign-in: the owner is sent to turn two-factor on, and does. Returns their app. */
async function turnOnTwoFactor(page: Page, email: string): Promise<TOTP> {
  await signIn(page, email)
  await expect(page).toHaveURL('/admin/two-factor')
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible()
  await expect(
    page.getByText('Owners must turn two-factor sign-in on before using the back office.'),
  ).toBeVisible()
  await ready(page)
  const key = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 })
  await page.getByLabel('Code from the app').fill(totp.generate())
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Two-factor sign-in is on. You will be asked for a code each time you sign in.',
  )
  return totp
}

test('a new owner signs in on the production server, turns on two-factor and reaches the dashboard', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const requests = adminRequests(page)
  const totp = await turnOnTwoFactor(page, owners.first.email)
  // no loop between sign-in and two-factor set-up: each page was asked for a handful of times
  test.info().annotations.push({ type: 'back-office requests', description: requests.join(', ') })
  const count = (path: string) => requests.filter((r) => r.endsWith(path)).length
  expect(count('/admin/two-factor') + count('/admin/two-factor.data')).toBeLessThanOrEqual(4)
  expect(count('/admin/login') + count('/admin/login.data')).toBeLessThanOrEqual(3)
  expect(requests.length).toBeLessThan(20)
  // production mode: the staff cookie is Secure and httpOnly
  const cookie = (await context.cookies()).find((c) => c.name === 'staff_session')
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/admin' })

  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page).toHaveURL('/admin/')
  await ready(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('status')).toHaveText('You have signed out.')

  // next sign-in: e-mail and password, then the code on the same page
  await signIn(page, owners.first.email)
  await enterCode(page, totp)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page).toHaveURL('/admin/')
  expect(requests.length).toBeLessThan(40)
})

test('a reply typed while the session ended is put back on its page after signing in again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // a visitor writes from the contact page
  const subject = `Built-in bookcase ${Date.now()}`
  const visitorContext = await browser.newContext({ baseURL: origin })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/contact-us')
  await ready(visitor)
  const enquiry = visitor.getByTestId('enquiry-form')
  await enquiry.locator('input[name=name]').fill('Lam Ka Yan')
  await enquiry.locator('input[name=email]').fill('lam.ka.yan@example.hk')
  await enquiry.locator('input[name=subject]').fill(subject)
  await enquiry.locator('textarea[name=description]').fill('Could you build a bookcase?')
  await enquiry.locator('button[type=submit]').click()
  await expect(visitor.getByRole('status')).toContainText(
    'Thank you. We have received your message',
  )
  await visitorContext.close()

  const totp = await turnOnTwoFactor(page, owners.second.email)
  await page.goto('/admin/enquiries')
  await page.getByRole('link', { name: subject }).click()
  await expect(page.getByTestId('enquiry-message')).toContainText('bookcase')
  const enquiryPage = new URL(page.url()).pathname
  await ready(page)
  const reply = 'Thank you. Our carpenter will measure the wall on Tuesday.'
  await page.getByTestId('reply-form').locator('textarea[name=body]').fill(reply)

  // meanwhile the session ends (signed out elsewhere): the browser still holds its cookie
  const staffCookie = (await page.context().cookies()).find((c) => c.name === 'staff_session')
  const signOut = await fetch(`${origin}/admin/logout`, {
    method: 'POST',
    headers: { cookie: `staff_session=${staffCookie?.value}` },
    body: new URLSearchParams(),
    redirect: 'manual',
  })
  expect(signOut.status).toBe(302)

  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?/)
  const asked = new URL(page.url()).searchParams
  expect(asked.get('next')).toBe(enquiryPage)
  const ended = page.getByTestId('session-ended')
  await expect(ended).toContainText(
    'Your session has ended. Sign in again to go back to the page you were on.',
  )
  await expect(ended).toContainText('What you had typed is kept in this tab')
  await ready(page)

  await page.getByLabel('E-mail').fill(owners.second.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await enterCode(page, totp)

  // back on the enquiry, the reply as typed, said so plainly; sending it now works
  await expect(page).toHaveURL(enquiryPage)
  await expect(page.getByTestId('kept-form')).toHaveText(
    'What you typed before your session ended is back in the form below. Check it and send it again.',
  )
  const box = page.getByTestId('reply-form').locator('textarea[name=body]')
  await expect(box).toHaveValue(reply)
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your reply was sent and added to the thread.' }),
  ).toBeVisible()
  await expect(page.getByTestId('enquiry-thread')).toContainText('measure the wall on Tuesday')
  await expect(box).toHaveValue('')
})
