import type { Messages } from '@shop/contract/client'
import 'i18next'

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Messages }
  }
}
