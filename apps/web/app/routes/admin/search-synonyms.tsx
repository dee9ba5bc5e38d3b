import { type SynonymGroup, synonymGroup, synonymGroupBody, synonymGroupList } from '@shop/contract'
import { Form, useNavigation } from 'react-router'
import { z } from 'zod'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import {
  AdminApiError,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/search-synonyms'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'synonyms.title')

/** The shop's synonym groups (issue 27, ADR 050). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.view')
  return adminRequest(context, '/admin/search-synonyms', synonymGroupList)
}

/** "sofa, couch，梳化" or one word a line: the words of a group as typed. */
const termsOf = (form: FormData) =>
  String(form.get('terms') ?? '')
    .split(/[,，、\n]/)
    .map((word) => word.trim())
    .filter(Boolean)

/**
 * Adds (`create`), changes (`save`) or deletes (`delete`, after its confirmation) a group; a
 * refusal shows the words as typed with the field's error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.manage')
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const id = String(form.get('id') ?? '')
  const key = intent === 'create' ? 'create' : `${intent}:${id}`
  const values = { terms: String(form.get('terms') ?? '') }
  const path = `/admin/search-synonyms/${encodeURIComponent(id)}`
  try {
    if (intent === 'delete') {
      await adminRequest(context, path, z.null(), { method: 'DELETE' })
      return { ok: true as const, intent: key, message: 'admin.synonyms.deleted' }
    }
    const parsed = synonymGroupBody.safeParse({ terms: termsOf(form) })
    if (!parsed.success)
      return formFailure<string>(
        { terms: parsed.error.issues[0]?.message ?? 'admin.synonyms.errors.twoTerms' },
        'admin.synonyms.errors.fixForm',
        { intent: key, values },
      )
    const saved = await adminRequest(
      context,
      intent === 'create' ? '/admin/search-synonyms' : path,
      synonymGroup,
      {
        method: intent === 'create' ? 'POST' : 'PUT',
        body: JSON.stringify(parsed.data),
      },
    )
    const message = intent === 'create' ? 'admin.synonyms.added' : 'admin.synonyms.saved'
    // the new group's id keys the blank form, so it empties even when the list's length is the
    // same as before (a colleague deleted a group meanwhile)
    return { ok: true as const, intent: key, message, values: { saved: saved._id } }
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404)
      return formFailure<string>({}, 'admin.synonyms.errors.notFound', { status: 404, intent: key })
    if (error instanceof AdminApiError && error.status === 400)
      return formFailure<string>(
        { terms: error.body?.errors?.[0]?.message ?? 'admin.synonyms.errors.twoTerms' },
        'admin.synonyms.errors.fixForm',
        { intent: key, values },
      )
    return apiFailure(error, { intent: key, values })
  }
}

function GroupForm({
  group,
  n,
  result,
}: {
  group: SynonymGroup | null
  n: number
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const canManage = useStaffCan('catalog.manage')
  const navigation = useNavigation()
  const key = group ? `save:${group._id}` : 'create'
  const mine = result?.intent === key || (group && result?.intent === `delete:${group._id}`)
  const refused = mine && result && !result.ok ? result : null
  const terms = refused?.values?.terms ?? group?.terms.join(', ') ?? ''
  const saved = mine && result?.ok ? (result.values?.saved ?? '') : ''
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('id') === (group?._id ?? null)
  return (
    <li className="space-y-2 p-3" data-testid={group ? 'synonym-group' : 'synonym-new'}>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value={group ? 'save' : 'create'} />
        {group && <input type="hidden" name="id" value={group._id} />}
        <div aria-live="polite">{mine && <FormStatus result={result} />}</div>
        <fieldset disabled={!canManage} className="space-y-2">
          <Field
            // a group added empties the blank form (the list grew), a refusal keeps what was typed
            key={`${terms}-${n}-${saved}`}
            name="terms"
            label={group ? t('synonyms.group', { n }) : t('synonyms.newGroup')}
            hint={t('synonyms.termsHint')}
            defaultValue={terms}
            error={refused?.fieldErrors.terms}
            maxLength={1300}
          />
        </fieldset>
        {canManage && (
          <SubmitButton pending={sending} pendingText={t('synonyms.saving')}>
            {group ? t('synonyms.save') : t('synonyms.add')}
          </SubmitButton>
        )}
      </Form>
      {group && canManage && (
        <details>
          <summary className="cursor-pointer text-sm underline underline-offset-2">
            {t('synonyms.delete')}
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={group._id} />
            <p className="text-sm">{t('synonyms.deleteConfirm')}</p>
            <SubmitButton variant="danger">{t('synonyms.deleteSubmit')}</SubmitButton>
          </Form>
        </details>
      )}
    </li>
  )
}

export default function SearchSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminT()
  const canManage = useStaffCan('catalog.manage')
  const groups = loaderData.data
  const deleted =
    actionData?.ok && actionData.intent?.startsWith('delete:') ? actionData : undefined
  return (
    <div className="max-w-3xl space-y-4" data-testid="synonyms-page">
      <header>
        <h1 className="text-2xl font-semibold">{t('synonyms.title')}</h1>
        <p className="mt-1 text-stone-600">{t('synonyms.intro')}</p>
      </header>
      <div aria-live="polite">{deleted && <FormStatus result={deleted} />}</div>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {canManage && <GroupForm group={null} n={groups.length} result={actionData} />}
        {groups.length === 0 && <li className="p-3 text-stone-600">{t('synonyms.empty')}</li>}
        {groups.map((group, i) => (
          <GroupForm key={group._id} group={group} n={i + 1} result={actionData} />
        ))}
      </ul>
    </div>
  )
}
