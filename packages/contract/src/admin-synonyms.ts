import { z } from 'zod'

/**
 * Search synonym groups in the back office (issue 27, ADR 050): words a shopper may use for the
 * same thing (sofa, couch, 梳化). Terms are stored folded (lower case, Simplified Chinese).
 */
export const MAX_SYNONYM_TERMS = 20
const term = z.string().trim().min(1).max(60, 'admin.synonyms.errors.tooLong')
export const synonymGroupBody = z.object({
  terms: z
    .array(term)
    .min(2, 'admin.synonyms.errors.twoTerms')
    .max(MAX_SYNONYM_TERMS, 'admin.synonyms.errors.tooMany'),
})
export type SynonymGroupBody = z.input<typeof synonymGroupBody>
export const synonymGroup = z
  .object({ _id: z.uuid(), terms: z.array(z.string()), updated_at: z.string() })
  .meta({ id: 'SynonymGroup' })
export type SynonymGroup = z.infer<typeof synonymGroup>
export const synonymGroupList = z
  .object({ data: z.array(synonymGroup) })
  .meta({ id: 'SynonymGroupList' })
export type SynonymGroupList = z.infer<typeof synonymGroupList>
export const synonymGroupParams = z.object({ groupId: z.string().max(100) })
