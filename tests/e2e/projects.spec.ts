import { writeFile } from 'node:fs/promises'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { drawReceipt } from '@shop/api/modules/projects/recognition/corpus-layouts'
import { hkDate } from '@shop/contract/client'
import sharp from 'sharp'
import {
  adminLogin,
  expectNoHorizontalOverflow,
  invite,
  OWNER,
  otherBrowser,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import { PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import { apiLogin, staffLogin } from './order-helpers.ts'

/**
 * Renovation projects (issue 18) end to end: a customer's accepted quotation becomes a project;
 * staff upload the 3D design, the customer turns it on a 390 px phone and pays the first
 * installment by test card; staff move the works to site work and handover; the customer
 * confirms completion, sends an FPS screenshot for the second installment, which is read (real
 * OCR) with both flags matching; staff confirm it in the payment record queue and the project
 * reads paid in full. English with the owner, Traditional Chinese with a manager working in
 * Chinese. Screenshots in test-results/projects/ to look at.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const API = '/api/v1'
const STORE = `${API}/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001`
const SEED_ASSETS = 'apps/api/src/db/seed/assets'
/** HK$48,650.50 in all: HK$19,460.20 on acceptance, HK$29,190.30 at handover. */
const FIRST = 'HK$19,460.20'
const SECOND = 'HK$29,190.30'

/** A full-page screenshot from the top (a sticky header would otherwise sit mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `test-results/projects/${name}.png`, fullPage: true })
}

const TEXTS = {
  en: {
    prefix: '',
    project: (reference: string) => `Project ${reference}`,
    stage: (stage: string) => `Stage: ${stage}`,
    stages: { design: 'Design', siteWork: 'Site work', handover: 'Handover', done: 'Completed' },
    current: 'Current step',
    status: { scheduled: 'Not due yet', due: 'Due', paid: 'Paid' },
    atHandover: 'Due at handover',
    modelTitle: '3D design',
    walkThrough: 'Walk through',
    sofa: 'Sofa',
    noWebgl: 'Your browser cannot show 3D models',
    payOnline: (amount: string) => `Pay ${amount} online`,
    gateway: {
      number: 'Card number',
      expiry: 'Expiry (MM/YY)',
      cvc: 'Security code (CVC)',
      name: 'Name on card',
      pay: 'Pay',
    },
    paymentTaken: 'Thank you: your payment was taken.',
    paidOf: (paid: string) => `${paid} paid of HK$48,650.50`,
    confirmCompletion: 'Confirm completion',
    completionYes: 'Yes, the works are complete',
    completed: 'Thank you: your project is completed.',
    payOffline: 'I paid by bank transfer, FPS or PayMe',
    fps: 'FPS',
    receipt: 'Receipt (photo, screenshot or PDF)',
    sendRecord: 'Send the payment record',
    recordSent: 'Thank you. We are reading your receipt',
    waitingStaff: 'Waiting for our staff',
    reading: 'Reading your receipt…',
    refresh: 'Refresh',
    amountMatches: 'Amount matches',
    bankMatches: 'Paid to our account',
    confirmed: 'Confirmed',
    paidInFull: 'Paid in full',
  },
  zh: {
    prefix: '/zh',
    project: (reference: string) => `工程 ${reference}`,
    stage: (stage: string) => `階段：${stage}`,
    stages: { design: '設計', siteWork: '施工', handover: '交收', done: '完工' },
    current: '目前階段',
    status: { scheduled: '未到期', due: '已到期', paid: '已付清' },
    atHandover: '交收時付款',
    modelTitle: '3D 設計',
    walkThrough: '逐處參觀',
    sofa: '梳化',
    noWebgl: '你的瀏覽器無法顯示 3D 模型',
    payOnline: (amount: string) => `網上支付 ${amount}`,
    gateway: {
      number: '卡號',
      expiry: '到期日（月/年）',
      cvc: '安全碼（CVC）',
      name: '持卡人姓名',
      pay: '付款',
    },
    paymentTaken: '謝謝，你的付款已完成。',
    paidOf: (paid: string) => `已付 ${paid}，總額 HK$48,650.50`,
    confirmCompletion: '確認完工',
    completionYes: '是，工程已完成',
    completed: '謝謝：你的工程已完成。',
    payOffline: '我已用銀行轉帳、轉數快或 PayMe 付款',
    fps: '轉數快',
    receipt: '收據（相片、截圖或 PDF）',
    sendRecord: '提交付款記錄',
    recordSent: '謝謝。我們正在讀取你的收據',
    waitingStaff: '等待職員確認',
    reading: '正在讀取你的收據…',
    refresh: '重新整理',
    amountMatches: '金額相符',
    bankMatches: '已付至我們的帳戶',
    confirmed: '已確認',
    paidInFull: '已全數付清',
  },
} as const

/** The back office in the staff member's language (admin/projects.{en,zh}.ts). */
const ADMIN = {
  en: {
    modelFile: '3D model (.glb or .gltf, up to 25 MB)',
    posterFile: 'Poster image (optional, shown before the model loads)',
    upload: 'Upload the model',
    uploaded: '3D model uploaded',
    posterAlt: (reference: string) => `Poster of the 3D design of ${reference}`,
    moveSiteWork: 'Move to site work',
    moveHandover: 'Move to handover',
    moveYes: 'Yes, move it',
    moved: 'Stage changed',
    stages: { siteWork: 'Site work', handover: 'Handover', done: 'Completed' },
    recordOf: (reference: string) => `Project ${reference}`,
    amountYes: 'Amount: Matches',
    bankYes: 'Our account: Matches',
    confirm: 'Confirm payment',
    confirmYes: (amount: string) => `Yes, confirm ${amount}`,
    confirmedMessage: 'Payment confirmed',
    confirmedTab: 'Confirmed',
    paidInFull: 'Paid in full',
    history: [
      'Quotation accepted',
      '3D model uploaded',
      'Paid online',
      'Moved to site work',
      'Moved to handover',
      'Completion confirmed by the customer',
      'Payment record sent',
      'Payment confirmed',
    ],
  },
  zh: {
    modelFile: '3D 模型（.glb 或 .gltf，最大 25 MB）',
    posterFile: '預覽圖（可選，模型載入前顯示）',
    upload: '上載模型',
    uploaded: '已上載 3D 模型',
    posterAlt: (reference: string) => `${reference} 3D 設計的預覽圖`,
    moveSiteWork: '推進至施工',
    moveHandover: '推進至交收',
    moveYes: '是，推進',
    moved: '已更改階段',
    stages: { siteWork: '施工', handover: '交收', done: '完工' },
    recordOf: (reference: string) => `工程 ${reference}`,
    amountYes: '金額: 相符',
    bankYes: '我們的帳戶: 相符',
    confirm: '確認付款',
    confirmYes: (amount: string) => `是，確認 ${amount}`,
    confirmedMessage: '已確認付款',
    confirmedTab: '已確認',
    paidInFull: '已全數付清',
    history: [
      '已接受報價',
      '已上載 3D 模型',
      '已網上付款',
      '已推進至施工',
      '已推進至交收',
      '客戶已確認完工',
      '客戶已提交付款記錄',
      '已確認付款',
    ],
  },
} as const
type Lang = keyof typeof TEXTS

/**
 * The customer's accepted quotation, made through the API as the quotation journeys make theirs:
 * requested in the customer's language, a version issued by the owner, accepted. Answers the
 * project's id (the quotation's) and reference.
 */
async function acceptedQuotation(request: APIRequestContext, lang: Lang, email: string) {
  const customer = {
    authorization: `Bearer ${await apiLogin(request, { login_id: email, password: PASSWORD })}`,
  }
  const asked = await request.post(`${STORE}/quotations`, {
    headers: { ...customer, 'x-store-locale': lang },
    data: {
      flat: { size_sqft: 640, rooms: 3, style: 'Warm oak', address: '' },
      wishes: 'Open kitchen and a bay window seat.',
      contact: { name: 'May Chan', area_code: '852', phone: '61234567', email },
    },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const { _id: id, reference } = (await asked.json()) as { _id: string; reference: string }
  const staff = { authorization: `Bearer ${await staffLogin(request)}` }
  const issued = await request.post(`${API}/admin/quotations/${id}/versions`, {
    headers: staff,
    data: {
      lines: [
        {
          category: 'design',
          description: { en: 'Design and 3D model', zh: '設計及 3D 模型', cn: '设计及 3D 模型' },
          qty: 1,
          unit_price: '18000.00',
        },
        {
          category: 'carpentry',
          description: { en: 'Bay window seat, oak', zh: '橡木窗台座位', cn: '橡木窗台座位' },
          qty: 1,
          unit_price: '30650.50',
        },
      ],
      first_installment: { amount: '19460.20' },
      valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      terms: { en: 'Works start within 14 days.', zh: '14 天內開工。', cn: '14 天内开工。' },
    },
  })
  expect(issued.status(), await issued.text()).toBe(201)
  const accepted = await request.put(`${API}/quotations/${id}/accept`, {
    headers: customer,
    data: { version: 1 },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  return { id, reference }
}

/**
 * Staff in a browser of their own: the owner in English; in Chinese a manager the owner invites
 * (confirming payments is the owner's and the manager's).
 */
async function staffPage(browser: Browser, lang: Lang): Promise<Page> {
  const { page: owner } = await otherBrowser(browser, DESKTOP)
  await adminLogin(owner, OWNER.email, OWNER.password)
  await expect(owner).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  if (lang === 'en') return owner
  const link = await invite(owner, {
    email: uniqueStaffEmail('projects'),
    name: '陳經理',
    role: 'Manager',
    language: '繁體中文',
  })
  await owner.context().close()
  const { page: manager } = await otherBrowser(browser, DESKTOP)
  await manager.goto(link)
  await ready(manager)
  await manager.getByLabel('密碼', { exact: true }).fill(STAFF_PASSWORD)
  await manager.getByLabel('再次輸入密碼').fill(STAFF_PASSWORD)
  await manager.getByRole('button', { name: '設定密碼並登入' }).click()
  await expect(manager.getByRole('heading', { level: 1, name: '概覽' })).toBeVisible({
    timeout: 30_000,
  })
  return manager
}

/** Opens the back-office project page, hydrated (the model upload needs script). */
async function openAdminProject(staff: Page, id: string) {
  await staff.goto(`/admin/projects/${id}`)
  await ready(staff)
}

/** Moves the project one stage on in the back office, after its disclosure. */
async function moveStage(staff: Page, a: (typeof ADMIN)[Lang], move: string, stage: string) {
  const action = staff.getByTestId('stage-action')
  await action.getByText(move, { exact: true }).click()
  await action.getByRole('button', { name: a.moveYes }).click()
  await expect(staff.getByTestId('project-stage')).toHaveText(stage)
  await expect(staff.getByRole('status').filter({ hasText: a.moved })).toBeVisible()
}

/** The camera of the <model-viewer> now, in degrees and metres. */
function cameraOf(viewer: Locator) {
  return viewer.evaluate((element) => {
    const orbit = (
      element as HTMLElement & {
        getCameraOrbit(): { theta: number; phi: number; radius: number }
      }
    ).getCameraOrbit()
    const degrees = (radians: number) => ((((radians * 180) / Math.PI) % 360) + 360) % 360
    return {
      theta: Math.round(degrees(orbit.theta)),
      phi: Math.round(degrees(orbit.phi)),
      radius: Math.round(orbit.radius * 10) / 10,
    }
  })
}

/**
 * An FPS "payment successful" screenshot, drawn by the receipt corpus's renderer: `amount` paid
 * to the shop's FPS ID 1234567, as a phone would save it (PNG).
 */
async function fpsScreenshot(path: string, amount: string) {
  const svg = drawReceipt({
    layout: 'fps-screen',
    amountText: amount,
    // today in Hong Kong (UTC+8), as the phone would print it
    dateText: hkDate(new Date()),
    payerBank: 'HSBC',
    payerAccount: '004-512-338201-833',
    payeeName: 'Maison Harbour Interiors Limited',
    payeeAccount: '1234567',
    reference: 'FPS2611240158',
    balanceText: 'HKD 0.00',
    feeText: 'HKD 0.00',
    time: '14:05',
    scale: 1,
  })
  await writeFile(
    path,
    await sharp(Buffer.from(svg)).flatten({ background: '#fff' }).png().toBuffer(),
  )
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: a renovation project from the 3D design to paid in full`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000)
    const l = TEXTS[lang]
    const a = ADMIN[lang]
    const email = uniqueEmail(`project-${lang}`)
    // signed up on a wide screen (the account menu folds away on a phone)
    await register(page, l.prefix, email)
    const { id, reference } = await acceptedQuotation(page.request, lang, email)
    const projectPath = `${l.prefix}/shop/project/order/${id}`

    // --- staff upload the 3D design and its poster on the back-office project page
    const staff = await staffPage(browser, lang)
    await openAdminProject(staff, id)
    const upload = staff.getByTestId('model-upload')
    await upload.getByLabel(a.modelFile).setInputFiles(`${SEED_ASSETS}/hk-living-room.glb`)
    await upload.getByLabel(a.posterFile).setInputFiles(`${SEED_ASSETS}/hk-living-room-poster.webp`)
    await upload.getByRole('button', { name: a.upload }).click()
    await expect(upload.getByRole('status')).toHaveText(a.uploaded)
    await expect(staff.getByRole('img', { name: a.posterAlt(reference) })).toBeVisible()

    // --- the customer opens the project on a phone: stage, installments, timeline
    await page.setViewportSize(PHONE)
    await page.goto(projectPath)
    await ready(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.project(reference))
    await expect(page.getByTestId('project-stage')).toHaveText(l.stage(l.stages.design))
    const timeline = page.getByTestId('project-timeline').getByRole('listitem')
    await expect(timeline).toHaveCount(4)
    await expect(timeline.first()).toHaveAttribute('aria-current', 'step')
    await expect(timeline.first()).toContainText(l.current)
    const installments = page.getByTestId('installment')
    await expect(installments).toHaveCount(2)
    await expect(installments.nth(0).getByTestId('installment-status')).toHaveText(l.status.due)
    await expect(installments.nth(0).getByTestId('installment-outstanding')).toHaveText(FIRST)
    await expect(installments.nth(1).getByTestId('installment-status')).toHaveText(
      l.status.scheduled,
    )
    await expect(installments.nth(1)).toContainText(l.atHandover)

    // --- and turns the 3D model: the viewer's own `loaded`, then a viewpoint moves the camera
    const model = page.getByTestId('project-model')
    await expect(model.getByRole('heading', { name: l.modelTitle })).toBeVisible()
    const viewer = model.locator('model-viewer')
    await expect(viewer).toHaveJSProperty('loaded', true, { timeout: 30_000 })
    await expect(model.getByText(l.noWebgl)).toHaveCount(0)
    await expect(model.getByRole('progressbar')).toHaveCount(0)
    const before = await cameraOf(viewer)
    const sofa = model.getByRole('group', { name: l.walkThrough }).getByRole('button', {
      name: l.sofa,
    })
    await sofa.click()
    await expect(sofa).toHaveAttribute('aria-pressed', 'true')
    await expect(viewer).toHaveAttribute('camera-orbit', /^88deg 72deg 2\.6m\s*$/)
    // the viewer glides there (it renders, and so moves, only while on screen)
    await viewer.scrollIntoViewIfNeeded()
    await expect.poll(() => cameraOf(viewer)).toEqual({ theta: 88, phi: 72, radius: 2.6 })
    expect(before).not.toEqual({ theta: 88, phi: 72, radius: 2.6 })
    await expectNoHorizontalOverflow(page)
    await shot(page, `customer-design-${lang}`)

    // --- pays the first installment by test card and comes back to the project
    await installments
      .nth(0)
      .getByRole('button', { name: l.payOnline(FIRST) })
      .click()
    await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
    await page.getByLabel(l.gateway.number).fill('4242 4242 4242 4242')
    await page.getByLabel(l.gateway.expiry).fill('12/39')
    await page.getByLabel(l.gateway.cvc).fill('123')
    await page.getByLabel(l.gateway.name).fill('May Chan')
    await page.getByRole('button', { name: l.gateway.pay, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${projectPath}\\?payment=success$`))
    await expect(page.getByTestId('payment-notice')).toContainText(l.paymentTaken)
    await expect(installments.nth(0).getByTestId('installment-status')).toHaveText(l.status.paid)
    await expect(page.getByTestId('project-paid')).toHaveText(l.paidOf(FIRST))

    // --- staff move the works to site work, then handover
    await openAdminProject(staff, id)
    await moveStage(staff, a, a.moveSiteWork, a.stages.siteWork)
    // the next step asks again, closed
    await expect(staff.getByTestId('stage-action')).not.toHaveAttribute('open')
    await moveStage(staff, a, a.moveHandover, a.stages.handover)
    await expect(staff.getByTestId('stage-action')).toHaveCount(0)

    // --- the customer confirms completion; the second installment falls due
    await page.goto(projectPath)
    await ready(page)
    await expect(page.getByTestId('project-stage')).toHaveText(l.stage(l.stages.handover))
    const completion = page.getByTestId('confirm-completion')
    await completion.getByText(l.confirmCompletion, { exact: true }).click()
    await completion.getByRole('button', { name: l.completionYes }).click()
    await expect(page.getByRole('status').filter({ hasText: l.completed }).first()).toBeVisible()
    await expect(page.getByTestId('project-stage')).toHaveText(l.stage(l.stages.done))
    await expect(completion).toHaveCount(0)
    const second = installments.nth(1)
    await expect(second.getByTestId('installment-status')).toHaveText(l.status.due)
    await expect(second.getByTestId('installment-outstanding')).toHaveText(SECOND)

    // --- sends an FPS screenshot of the second installment: read while they wait, then flagged
    const receipt = testInfo.outputPath(`fps-${lang}.png`)
    await fpsScreenshot(receipt, SECOND)
    await second.getByText(l.payOffline, { exact: true }).click()
    const form = second.getByTestId('payment-record-form')
    await form.getByRole('radio', { name: l.fps, exact: true }).check()
    await form.getByLabel(l.receipt).setInputFiles(receipt)
    await form.getByRole('button', { name: l.sendRecord }).click()
    await expect(page.getByRole('status').filter({ hasText: l.recordSent }).first()).toBeVisible()
    const record = page.getByTestId('payment-record')
    await expect(record).toHaveCount(2)
    const fps = record.filter({ hasText: SECOND })
    await expect(fps.getByTestId('record-status')).toHaveText(l.waitingStaff)
    const recognition = fps.getByTestId('recognition')
    await expect(recognition).toHaveAttribute('data-status', 'pending')
    await expect(recognition.getByRole('status')).toHaveText(l.reading)
    // Refresh re-reads the record; pressed again while the receipt is still being read
    await expect
      .poll(
        async () => {
          const refresh = recognition.getByRole('link', { name: l.refresh, exact: true })
          if (await refresh.isVisible()) {
            await Promise.all([
              page.waitForResponse((r) => r.url().includes('refresh=') && r.ok()),
              refresh.click(),
            ])
          }
          return recognition.getAttribute('data-status')
        },
        { timeout: 60_000, intervals: [500, 1_000] },
      )
      .toBe('read')
    await expect(recognition.getByText(l.amountMatches)).toBeVisible()
    await expect(recognition.getByText(l.bankMatches)).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await shot(page, `customer-read-${lang}`)

    // --- staff confirm it in the queue, where records with both flags matching come first
    await staff.goto('/admin/payment-records')
    await ready(staff)
    const cards = staff.getByTestId('admin-payment-record')
    // this project's FPS record (its online payment shows under Confirmed too)
    const mine = cards.filter({ hasText: a.recordOf(reference) }).filter({ hasText: SECOND })
    await expect(mine).toHaveCount(1)
    await expect(mine.getByTestId('record-flag')).toContainText([a.amountYes, a.bankYes])
    const bothMatch = await cards.evaluateAll(
      (all, yes) =>
        all.map((card) =>
          [...card.querySelectorAll('[data-testid=record-flag]')].every((flag) =>
            yes.some((y) => flag.textContent?.includes(y)),
          ),
        ),
      [a.amountYes, a.bankYes],
    )
    // every card with both flags matching comes before every other one
    expect(bothMatch).toEqual([...bothMatch].sort((x, y) => Number(y) - Number(x)))
    await shot(staff, `admin-records-${lang}`)
    await mine.getByText(a.confirm, { exact: true }).click()
    await mine.getByRole('button', { name: a.confirmYes(SECOND) }).click()
    // the record leaves "To check"; the answer stays on the page
    await expect(mine).toHaveCount(0)
    await expect(staff.getByRole('status').filter({ hasText: a.confirmedMessage })).toBeVisible()
    await staff.goto('/admin/payment-records?status=confirmed')
    await expect(mine.getByTestId('record-status')).toHaveText(a.confirmedTab)
    await openAdminProject(staff, id)
    await expect(staff.getByText(a.paidInFull, { exact: true })).toBeVisible()
    // the history in words, oldest first
    await expect(staff.getByTestId('project-events').getByRole('listitem')).toContainText(a.history)
    await shot(staff, `admin-project-${lang}`)

    // --- the customer's project reads paid in full
    await page.goto(projectPath)
    await ready(page)
    await expect(page.getByTestId('paid-in-full')).toHaveText(l.paidInFull)
    await expect(installments.nth(1).getByTestId('installment-status')).toHaveText(l.status.paid)
    await expect(fps.getByTestId('record-status')).toHaveText(l.confirmed)
    await expectNoHorizontalOverflow(page)
    await shot(page, `customer-paid-${lang}`)
    if (lang === 'en') {
      await page.setViewportSize(DESKTOP)
      await expectNoHorizontalOverflow(page)
      await shot(page, 'customer-paid-en-1280')
    }
  })
}
