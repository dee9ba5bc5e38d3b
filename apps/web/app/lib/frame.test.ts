import { describe, expect, it } from 'vitest'
import { type Frame, frameOf, frameText } from './frame.ts'

const frame = (title: string) =>
  ({
    menu: [{ path: '/', title: { en: title }, megamenu: false, children: [] }],
    footer: { sections: [] },
    showrooms: [],
  }) as unknown as Frame

describe('the page frame as one text (issue 31)', () => {
  it('reads a text back as the frame it was made from, once per text', () => {
    const text = frameText(frame('Home'))
    const read = frameOf(text)
    expect(read).toEqual(frame('Home'))
    // the same text (every page of a language) is the same frame, not parsed again
    expect(frameOf(`${text}`)).toBe(read)
  })

  it('reads an owner’s edit or another language as a frame of its own', () => {
    const before = frameOf(frameText(frame('Home')))
    const after = frameOf(frameText(frame('主頁')))
    expect(after).not.toBe(before)
    expect(after.menu[0]?.title).toEqual({ en: '主頁' })
  })
})
