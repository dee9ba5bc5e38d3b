import {
  adminBrand,
  adminBrandBody,
  adminBrandPatch,
  adminCategory,
  adminCategoryBody,
  adminCategoryPatch,
  adminColour,
  adminColourBody,
  adminColourPatch,
} from '@shop/contract'
import { type RouterContextProvider, redirect } from 'react-router'
import { z } from 'zod'
import { adminRequest, requirePermission, requireStaffUser } from './admin.server.ts'
import { brandBodyOf, categoryBodyOf, colourBodyOf, typedNames } from './admin-taxonomy-form.ts'
import { apiFailure, formFailure } from './form-action.server.ts'
import { text, validate } from './forms.ts'

export type TaxonomyKind = 'categories' | 'brands' | 'colours'

const KINDS = {
  categories: {
    body: adminCategoryBody,
    patch: adminCategoryPatch,
    answer: adminCategory,
    read: categoryBodyOf,
  },
  brands: { body: adminBrandBody, patch: adminBrandPatch, answer: adminBrand, read: brandBodyOf },
  colours: {
    body: adminColourBody,
    patch: adminColourPatch,
    answer: adminColour,
    read: colourBodyOf,
  },
} as const

/**
 * The one action of the category, brand and colour pages (issue 27): `intent` is create, save,
 * move, hide or delete. A done change goes back to the list (so a reload sends nothing twice);
 * a refusal answers the form with what was typed and each field's error.
 */
export async function taxonomyAction(
  kind: TaxonomyKind,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.manage')
  const form = await request.formData()
  const intent = text(form, 'intent')
  const id = text(form, 'id')
  const path = `/admin/${kind}/${encodeURIComponent(id)}`
  const values = typedNames(form)
  const done = (what: string, row = id) =>
    redirect(`/admin/${kind}?done=${what}${row ? `#row-${encodeURIComponent(row)}` : ''}`)
  const { body, patch, answer, read } = KINDS[kind]
  const send = (url: string, method: string, payload?: unknown) =>
    adminRequest(context, url, method === 'DELETE' ? z.unknown() : answer, {
      method,
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    })
  try {
    if (intent === 'create' || intent === 'save') {
      const creating = intent === 'create'
      const checked = validate(creating ? body : patch, read(form))
      if (!checked.ok)
        return formFailure<string>(checked.fieldErrors, 'admin.taxonomy.errors.fixForm', {
          intent: creating ? 'create' : `save:${id}`,
          values,
        })
      const saved = await send(
        creating ? `/admin/${kind}` : path,
        creating ? 'POST' : 'PATCH',
        checked.body,
      )
      return done(creating ? 'created' : 'saved', (saved as { _id: string })._id)
    }
    if (intent === 'move' && kind === 'categories') {
      await send(`${path}/move`, 'POST', { direction: text(form, 'direction') })
      return done('moved')
    }
    if (intent === 'hide' && kind === 'categories') {
      await send(path, 'PATCH', { active: false })
      return done('saved')
    }
    if (intent === 'delete') {
      await send(path, 'DELETE')
      return redirect(`/admin/${kind}?done=deleted`)
    }
    return formFailure<string>({}, 'admin.errors.invalid', { intent })
  } catch (error) {
    return apiFailure(error, {
      intent: intent === 'create' ? 'create' : `${intent}:${id}`,
      values,
    })
  }
}

/** The page's list, after checking the member may see it. */
export async function taxonomyList<T extends z.ZodType>(
  kind: TaxonomyKind,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  schema: T,
  perPage: number,
) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.view')
  const url = new URL(request.url)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100)
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) })
  if (search) query.set('search', search)
  const list = await adminRequest(context, `/admin/${kind}?${query}`, schema)
  return {
    list,
    search,
    page,
    editing: url.searchParams.get('edit'),
    confirming: url.searchParams.get('confirm'),
    done: url.searchParams.get('done'),
  }
}
