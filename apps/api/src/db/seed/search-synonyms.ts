import { foldSearchText } from '#api/lib/search-text.ts'
import type { searchSynonyms } from '../schema/index.ts'
import { seedId } from './catalog-ids.ts'
import { MAIN_STORE_ID } from './stores.ts'

/**
 * Synonym groups of the demo catalogue, written as a Hong Kong shopper might type them: English
 * words, Cantonese (梳化, 餐枱) and Mandarin (沙发, 餐桌) names, in either script. Stored folded.
 * Single characters make poor synonyms (灯 is in 灯笼 and 台灯 alike): groups hold words.
 */
export const synonymSeed: { key: string; terms: string[] }[] = [
  { key: 'sofa', terms: ['sofa', 'couch', 'settee', '梳化', '沙發', '沙发'] },
  {
    key: 'armchair',
    terms: ['armchair', 'accent chair', '單座梳化', '单座梳化', '單人沙發', '单人沙发', '扶手椅'],
  },
  { key: 'wardrobe', terms: ['wardrobe', 'closet', '衣櫃', '衣柜', '衣櫥', '衣橱'] },
  { key: 'dining-table', terms: ['dining table', '餐枱', '餐檯', '餐桌'] },
  { key: 'table-lamp', terms: ['table lamp', 'desk lamp', '枱燈', '檯燈', '台灯'] },
  { key: 'rug', terms: ['rug', 'carpet', '地氈', '地毯', '地毡'] },
  { key: 'cushion', terms: ['cushion', 'pillow', '咕𠱸', '咕臣', '靠垫', '靠墊', '抱枕'] },
  { key: 'tv-cabinet', terms: ['tv cabinet', 'tv stand', 'media console', '電視櫃', '电视柜'] },
  { key: 'bookcase', terms: ['bookcase', 'bookshelf', '書櫃', '书柜', '書架', '书架'] },
  { key: 'stool', terms: ['stool', '櫈仔', '凳子'] },
]

export function synonymRows(): (typeof searchSynonyms.$inferInsert)[] {
  return synonymSeed.map((group) => ({
    id: seedId(`synonym:${group.key}`),
    storeId: MAIN_STORE_ID,
    terms: [...new Set(group.terms.map(foldSearchText))],
  }))
}
