import type { synonymsEn } from './synonyms.en.ts'
import type { Translation } from './translation.ts'

export const synonymsZh: Translation<typeof synonymsEn> = {
  title: '搜尋同義詞',
  intro:
    '顧客形容同一樣東西可能用的不同字詞。搜尋組內任何一個字詞，都會找到以其他字詞描述的產品。繁體和簡體在此視為同一字詞。',
  terms: '字詞',
  termsHint: '以逗號分隔，例如 sofa, couch, 梳化',
  group: '第 {{n}} 組',
  newGroup: '新增一組',
  add: '新增',
  save: '儲存',
  saving: '儲存中…',
  delete: '刪除…',
  deleteConfirm: '刪除此組？之後搜尋這些字詞只會找到含該字詞的產品。',
  deleteSubmit: '刪除此組',
  empty: '尚未有同義詞組。',
  added: '已新增，搜尋即時使用。',
  saved: '已儲存，搜尋即時使用。',
  deleted: '已刪除。',
  errors: {
    fixForm: '部分欄位需要修改；尚未儲存任何內容。',
    twoTerms: '請最少輸入兩個不同的字詞。',
    tooLong: '每個字詞最多 60 個字元。',
    tooMany: '每組最多 20 個字詞。',
    notFound: '此組已不存在。',
  },
}
