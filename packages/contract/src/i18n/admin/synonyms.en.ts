/**
 * Back-office texts of the search synonyms (issue 27), English; `synonyms.zh.ts` has the same
 * keys. Messages an action answers are named `admin.synonyms.…` (for `useAdminT().tm`).
 */
export const synonymsEn = {
  title: 'Search synonyms',
  intro:
    'Words a shopper may use for the same thing. A search for any word of a group finds products described by the others. Traditional and Simplified Chinese are the same word here.',
  terms: 'Words',
  termsHint: 'Separate words with commas, e.g. sofa, couch, 梳化',
  group: 'Group {{n}}',
  newGroup: 'New group',
  add: 'Add group',
  save: 'Save group',
  saving: 'Saving…',
  delete: 'Delete…',
  deleteConfirm:
    'Delete this group? Searches for its words then find only products with that word.',
  deleteSubmit: 'Delete group',
  empty: 'No synonym groups yet.',
  added: 'Group added. Searches use it now.',
  saved: 'Group saved. Searches use it now.',
  deleted: 'Group deleted.',
  errors: {
    fixForm: 'Some fields need a look; nothing was saved.',
    twoTerms: 'Give at least two different words.',
    tooLong: 'A word has at most 60 characters.',
    tooMany: 'At most 20 words in a group.',
    notFound: 'This group no longer exists.',
  },
}
