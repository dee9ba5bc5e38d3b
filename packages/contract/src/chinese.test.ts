import { describe, expect, it } from 'vitest'
import {
  foldSearchText,
  hanQueryTerms,
  hanTerms,
  keywordParts,
  toSimplified,
  traditionalToSimplified,
} from './chinese.ts'

describe('Traditional to Simplified folding', () => {
  it('folds furniture words so either script finds the other', () => {
    expect(toSimplified('布藝沙發')).toBe('布艺沙发')
    expect(toSimplified('電視櫃')).toBe('电视柜')
    expect(toSimplified('燈飾及地氈')).toBe('灯饰及地毡')
    expect(toSimplified('設計諮詢')).toBe('设计咨询')
  })

  it('leaves Simplified text, Latin text and unknown characters alone', () => {
    expect(toSimplified('布艺沙发 Oak sofa 梳化')).toBe('布艺沙发 Oak sofa 梳化')
  })

  it('maps every Traditional character to a different, single Simplified one', () => {
    for (const [trad, simp] of traditionalToSimplified) {
      expect(Array.from(trad)).toHaveLength(1)
      expect(Array.from(simp)).toHaveLength(1)
      expect(simp).not.toBe(trad)
      // a Simplified target is never itself folded again (folding is idempotent)
      expect(traditionalToSimplified.has(simp)).toBe(false)
    }
  })

  it('normalises width and case before folding', () => {
    expect(foldSearchText('ＳＯＦＡ 沙發')).toBe('sofa 沙发')
  })
})

describe('search terms', () => {
  it('indexes Han text as characters and neighbouring pairs', () => {
    expect(hanTerms('布艺沙发 sofa').sort()).toEqual(
      ['布', '布艺', '艺', '艺沙', '沙', '沙发', '发'].sort(),
    )
  })

  it('splits a keyword into Han runs and words, folded', () => {
    expect(keywordParts('Velvet 沙發, three-seat')).toEqual({
      han: ['沙发'],
      words: ['velvet', 'three', 'seat'],
    })
    expect(keywordParts('  ')).toEqual({ han: [], words: [] })
  })

  it('queries a Han run by its pairs, or by the character when alone', () => {
    expect(hanQueryTerms('布艺沙发')).toEqual(['布艺', '艺沙', '沙发'])
    expect(hanQueryTerms('椅')).toEqual(['椅'])
  })
})
