import { z } from 'zod'

/** Trilingual text as stored and served: `{en, zh, cn}` (Foundation convention). */
export const localizedText = z
  .object({ en: z.string(), zh: z.string(), cn: z.string() })
  .meta({ id: 'LocalizedText', description: 'Text in English, Traditional and Simplified Chinese' })
