import type { auditEn } from './audit.en.ts'
import type { Translation } from './translation.ts'

export const auditZh: Translation<typeof auditEn> = {
  title: '操作記錄',
  intro: '後台的每項更改，最新的在最前。',
  filters: {
    title: '篩選',
    member: '成員',
    anyMember: '任何人',
    entityType: '記錄類別',
    entityId: '記錄編號',
    action: '操作',
    from: '由',
    to: '至',
    apply: '顯示',
    applying: '載入中…',
    clear: '清除篩選',
  },
  list: {
    caption: '操作記錄',
    when: '時間',
    who: '成員',
    what: '操作',
    record: '記錄',
    changes: '更改',
    note: '備註',
    empty: '沒有符合篩選的記錄。',
    onlyMember: '只顯示 {{name}} 的操作',
    nothing: '（空）',
    created: '新增',
    removed: '移除',
  },
}
