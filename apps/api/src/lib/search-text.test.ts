import { describe, expect, it } from 'vitest'
import {
  foldSearchText,
  hanQueryTerms,
  hanTerms,
  keywordParts,
  toSimplified,
} from './search-text.ts'

describe('Traditional to Simplified folding (OpenCC, Hong Kong tables)', () => {
  it('folds furniture words so either script finds the other', () => {
    expect(toSimplified('布藝沙發')).toBe('布艺沙发')
    expect(toSimplified('電視櫃')).toBe('电视柜')
    expect(toSimplified('燈飾及地氈')).toBe('灯饰及地毡')
    expect(toSimplified('設計諮詢')).toBe('设计咨询')
  })

  it('folds text no hand-made table listed: Hong Kong variants and rare characters', () => {
    expect(toSimplified('枱燈')).toBe('台灯')
    expect(toSimplified('衣櫃')).toBe('衣柜')
    expect(toSimplified('鞦韆椅')).toBe('秋千椅')
    expect(toSimplified('鬱金香')).toBe('郁金香')
  })

  it('leaves Simplified text, Latin text and Cantonese words alone', () => {
    expect(toSimplified('布艺沙发 Oak sofa 梳化')).toBe('布艺沙发 Oak sofa 梳化')
  })

  it('is idempotent: folded text folds to itself', () => {
    const once = foldSearchText('藍色絲絨單座梳化 Velvet ARMCHAIR')
    expect(foldSearchText(once)).toBe(once)
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
    expect(keywordParts('oak沙發')).toEqual({ han: ['沙发'], words: ['oak'] })
  })

  it('queries a Han run by its pairs, or by the character when alone', () => {
    expect(hanQueryTerms('布艺沙发')).toEqual(['布艺', '艺沙', '沙发'])
    expect(hanQueryTerms('椅')).toEqual(['椅'])
  })
})
