import { randomInt } from 'node:crypto'
import { type Browser, expect, type Locator, type Page } from '@playwright/test'

/**
 * Where the journeys' screenshots go: `docs/back-office/` for docs/back-office.md when
 * `DOCS_SCREENSHOTS=1` (so a normal run leaves the committed pictures alone), `test-results/`
 * otherwise, to look at after a run.
 */
const SHOTS_DIR =
  process.env.DOCS_SCREENSHOTS === '1' ? 'docs/back-office' : 'test-results/back-office'

/** Takes a screenshot for the back-office guide (see SHOTS_DIR). */
export async function docsShot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage })
}

/** Shared steps of the back-office journeys. */
export const OWNER = {
  email: process.env.E2E_STAFF_EMAIL ?? '',
  password: process.env.E2E_STAFF_PASSWORD ?? '',
}
export const STAFF_PASSWORD = 'Harbour2026staff'

export function uniqueStaffEmail(code: string): string {
  return `staff-${code}-${Date.now()}-${randomInt(1e6)}@maisonharbour.test`
}

/** The page is hydrated (the root marks `<html data-hydrated>`) and its requests settled. */
export async function ready(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

/** Signs in at /admin/login with the labels of the page's language. */
export async function adminLogin(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'E-mail', password: 'Password', submit: 'Sign in' },
) {
  await page.goto('/admin/login')
  await ready(page)
  await page.getByLabel(labels.email).fill(email)
  await page.getByLabel(labels.password).fill(password)
  await page.getByRole('button', { name: labels.submit }).click()
}

/** The owner invites someone from /admin/staff; answers the invitation link from the mailbox. */
export async function invite(
  page: Page,
  member: { email: string; name: string; role: string; language: string },
) {
  await page.goto('/admin/staff')
  await ready(page)
  const form = page.getByRole('region', { name: 'Invite someone' })
  await form.getByLabel('E-mail').fill(member.email)
  await form.getByLabel('Name').fill(member.name)
  await form.getByLabel('Role').selectOption({ label: member.role })
  await form.getByLabel('Language of the invitation').selectOption({ label: member.language })
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${member.email}.`)
  return invitationLink(page, member.email)
}

/** The invitation link the development mailbox (`/api/v1/dev/outbox`) holds for this address. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      const answer = await page.request.get(
        `/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`,
      )
      const messages: { body: string }[] = (await answer.json()).data
      link =
        messages
          .map((m) => m.body.match(/https?:\/\/\S+\/admin\/invitation\/[\w-]+/)?.[0])
          .find(Boolean) ?? ''
      return link
    })
    .toMatch(/\/admin\/invitation\//)
  return new URL(link).pathname
}

/** A second browser (the invitee's), from another network address. */
export async function otherBrowser(browser: Browser, viewport?: { width: number; height: number }) {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': address },
    ...(viewport ? { viewport } : {}),
  })
  return { context, page: await context.newPage() }
}

/** No element sticks out of the page sideways (a phone would scroll horizontally). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * The owner invites a member of `role`, who accepts in a browser of their own (a phone unless
 * `viewport` says otherwise) and lands on the dashboard in the invitation's language. Journeys
 * that work in a language take such a member, never switch the shared owner's preference, which
 * journeys running beside them read.
 */
export async function member(
  page: Page,
  browser: Browser,
  role: 'Manager' | 'Staff',
  language: 'English' | '繁體中文',
  viewport = { width: 390, height: 844 },
): Promise<Page> {
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  const zh = language === '繁體中文'
  const link = await invite(page, {
    email: uniqueStaffEmail(`member-${role.toLowerCase()}`),
    name: zh ? '陳主任' : `Vivian ${role}`,
    role,
    language,
  })
  const { page: invitee } = await otherBrowser(browser, viewport)
  await invitee.goto(link)
  await ready(invitee)
  await invitee.getByLabel(zh ? '密碼' : 'Password', { exact: true }).fill(STAFF_PASSWORD)
  await invitee.getByLabel(zh ? '再次輸入密碼' : 'Password again').fill(STAFF_PASSWORD)
  await invitee
    .getByRole('button', { name: zh ? '設定密碼並登入' : 'Set password and sign in' })
    .click()
  await expect(
    invitee.getByRole('heading', { level: 1, name: zh ? '概覽' : 'Dashboard' }),
  ).toBeVisible({ timeout: 30_000 })
  return invitee
}

/** Saves the settings' delivery form and waits for its "Saved as version N." status. */
export async function saveDelivery(form: Locator, version: RegExp) {
  await form.getByRole('button', { name: 'Save delivery calendar' }).click()
  await expect(form.getByRole('status')).toHaveText(version)
}
