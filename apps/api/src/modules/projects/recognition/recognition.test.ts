import { existsSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { foreign, ownPage, receipt } from './corpus.ts'
import { receiptReader } from './index.ts'

/**
 * Real OCR on a handful of generated receipts: what a staff member would notice on the review
 * screen. The pure rules are in extract.test.ts; accuracy over many receipts is `npm run
 * bench:receipts`. One worker for the file, as in production.
 */
const reader = receiptReader()
afterAll(() => reader.close())

const ocr = { timeout: 60_000 }

describe('receipt recognition with tesseract.js', () => {
  it(
    'reads an English bank slip paid to the shop: amount and account both match',
    ocr,
    async () => {
      const item = receipt({ seed: 11, layout: 'en-slip', degradation: 'photographed' })
      const reading = await reader.read(await item.render(), item.expectation)
      expect(reading).toMatchObject({
        status: 'read',
        amount: item.truth.amount,
        amount_match: true,
        bank_match: true,
      })
    },
  )

  it('reads a Chinese slip and flags an amount other than the installment due', ocr, async () => {
    const item = receipt({ seed: 12, layout: 'zh-slip', degradation: 'rotated', wrongAmount: true })
    const reading = await reader.read(await item.render(), item.expectation)
    expect(reading).toMatchObject({
      status: 'read',
      amount: item.truth.amount,
      amount_match: false,
      bank_match: true,
    })
  })

  it('reads an FPS screenshot sent as a JPEG, with its FPS id', ocr, async () => {
    const item = receipt({ seed: 13, layout: 'fps-screen', degradation: 'jpeg' })
    const reading = await reader.read(await item.render(), item.expectation)
    expect(reading).toMatchObject({
      status: 'read',
      amount: item.truth.amount,
      account: '1234567',
      bank_match: true,
    })
  })

  it('reads a phone photo of a printed slip on a table, in a shadow', ocr, async () => {
    const item = receipt({ seed: 41, layout: 'en-slip', degradation: 'paper-photo' })
    const reading = await reader.read(await item.render(), item.expectation)
    expect(reading).toMatchObject({
      status: 'read',
      amount: item.truth.amount,
      amount_match: true,
      bank_match: true,
    })
  })

  it('never matches a receipt paid to another shop', ocr, async () => {
    const item = receipt({ seed: 14, layout: 'payme-screen', payee: 'other' })
    const reading = await reader.read(await item.render(), item.expectation)
    expect(reading).toMatchObject({
      status: 'read',
      amount: item.truth.amount,
      amount_match: true,
      bank_match: false,
    })
  })

  it('never matches a screenshot of the shop’s own project page', {
    timeout: 120_000,
  }, async () => {
    for (const item of [ownPage(21), ownPage(22, true)]) {
      const reading = await reader.read(await item.render(), item.expectation)
      expect(reading).toMatchObject({ status: 'unreadable', reason: 'OWN_PAGE' })
    }
  })

  it(
    'never takes the QT- reference in a PayMe message for the receiving account',
    ocr,
    async () => {
      const item = receipt({
        seed: 23,
        layout: 'payme-screen',
        message: 'QT-261124-7KQ4XZ',
        recipientByName: true,
      })
      const reading = await reader.read(await item.render(), item.expectation)
      expect(reading).toMatchObject({
        status: 'read',
        amount: item.truth.amount,
        amount_match: true,
      })
      expect(reading.status === 'read' && reading.account).toBeNull()
    },
  )

  it('calls a blank page unreadable', ocr, async () => {
    const item = foreign(15, 'blank')
    expect(await reader.read(await item.render(), item.expectation)).toMatchObject({
      status: 'unreadable',
      reason: 'NO_TEXT',
    })
  })

  it('refuses bytes that are no image, without starting the OCR', async () => {
    const item = receipt({ seed: 16, layout: 'en-slip' })
    expect(await reader.read(Buffer.from('%PDF-1.7 not an image'), item.expectation)).toEqual({
      status: 'unreadable',
      reason: 'NOT_AN_IMAGE',
      confidence: 0,
      text: '',
    })
  })

  it('keeps reading right when its worker is replaced after every read', ocr, async () => {
    const fresh = receiptReader({ recycleAfter: 1 })
    try {
      for (const seed of [31, 32]) {
        const item = receipt({ seed, layout: 'fps-screen' })
        expect(await fresh.read(await item.render(), item.expectation)).toMatchObject({
          status: 'read',
          amount: item.truth.amount,
          bank_match: true,
        })
      }
    } finally {
      await fresh.close()
    }
  })

  it('leaves no language data cached in the working directory', () => {
    expect(existsSync('eng.traineddata')).toBe(false)
    expect(existsSync('chi_tra.traineddata')).toBe(false)
  })
})
