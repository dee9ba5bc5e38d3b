import { type AdminClosure, type AdminStudio, pickText } from '@shop/contract/client'
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router'
import { Field, FormStatus, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'

/**
 * Closures ahead and the form to add one. *Remove* asks first: it opens `?remove=<id>` (a GET
 * form, so it works without script), where the question and the real button are shown.
 */
export function Closures({
  studio,
  result,
}: {
  studio: AdminStudio
  result: FormResult<string> | undefined
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const location = useLocation()
  const [search] = useSearchParams()
  const asking = search.get('remove')
  const posting = (intent: string) => isIntentPending(navigation, intent)
  const removing = navigation.formData?.get('closure_id')
  const added = result?.intent === 'add_closure' ? result : undefined
  const removed = result?.intent === 'remove_closure' ? result : undefined
  const failed = added && !added.ok ? added : undefined
  const typed = (field: string) => String(failed?.values?.[field] ?? '')
  const whoOf = (c: AdminClosure) => {
    if (c.designer_id) return studio.designers.find((d) => d._id === c.designer_id)?.name ?? ''
    if (c.showroom_id) {
      const room = studio.showrooms.find((r) => r._id === c.showroom_id)
      return room ? pickText(room.name, language) : ''
    }
    return t('studio.closures.whole')
  }
  return (
    <section aria-labelledby="closures-heading" className="space-y-3">
      <h2 id="closures-heading" className="text-lg font-semibold">
        {t('studio.closures.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('studio.closures.hint')}</p>
      <div aria-live="polite">
        <FormStatus result={removed} />
      </div>
      {studio.closures.length === 0 ? (
        <p>{t('studio.closures.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded border border-stone-200 bg-white"
          data-testid="closures"
        >
          {studio.closures.map((c) => {
            const dates = c.starts_on === c.ends_on ? c.starts_on : `${c.starts_on} – ${c.ends_on}`
            return (
              <li
                key={c._id}
                className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium tabular-nums">{dates}</p>
                  <p className="break-words">
                    {pickText(c.reason, language)}
                    {c.is_public_holiday && (
                      <span className="ml-2 rounded bg-stone-100 px-1.5 text-xs">
                        {t('studio.closures.holiday')}
                      </span>
                    )}
                  </p>
                  <p className="text-stone-600">{whoOf(c)}</p>
                </div>
                {asking !== c._id ? (
                  <Form method="get" preventScrollReset>
                    <input type="hidden" name="remove" value={c._id} />
                    <button
                      type="submit"
                      className="rounded border border-red-700 px-3 py-1.5 text-red-800 hover:bg-red-50"
                      aria-label={t('studio.closures.removeLabel', {
                        from: c.starts_on,
                        to: c.ends_on,
                      })}
                    >
                      {t('studio.closures.remove')}
                    </button>
                  </Form>
                ) : (
                  <Form
                    method="post"
                    // posted to the bare page: the question goes away with its answer
                    action={location.pathname}
                    className="basis-full space-y-2 rounded border border-amber-300 bg-amber-50 p-3"
                    data-testid="closure-confirm"
                  >
                    <p>
                      {t('studio.closures.confirmRemove', { from: c.starts_on, to: c.ends_on })}
                    </p>
                    <input type="hidden" name="intent" value="remove_closure" />
                    <input type="hidden" name="closure_id" value={c._id} />
                    <div className="flex flex-wrap items-center gap-3">
                      <button
                        type="submit"
                        className="rounded border border-red-700 px-3 py-1.5 text-red-800 hover:bg-red-50"
                        disabled={posting('remove_closure') && removing === c._id}
                      >
                        {posting('remove_closure') && removing === c._id
                          ? t('studio.closures.removing')
                          : t('studio.closures.remove')}
                      </button>
                      <Link to={location.pathname} preventScrollReset className="underline">
                        {t('studio.closures.keep')}
                      </Link>
                    </div>
                  </Form>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <Form
        // a closure added changes the list, and so this key: the form starts empty again
        key={studio.closures.length}
        method="post"
        className="grid gap-3 rounded border border-stone-200 bg-white p-4 sm:grid-cols-2"
        aria-labelledby="new-closure"
        data-testid="add-closure"
      >
        <h3 id="new-closure" className="font-semibold sm:col-span-2">
          {t('studio.closures.newTitle')}
        </h3>
        <input type="hidden" name="intent" value="add_closure" />
        <SelectField name="scope" label={t('studio.closures.who')} defaultValue={typed('scope')}>
          <option value="">{t('studio.closures.whole')}</option>
          {studio.showrooms.map((r) => (
            <option key={r._id} value={`showroom:${r._id}`}>
              {pickText(r.name, language)}
            </option>
          ))}
          {studio.designers.map((d) => (
            <option key={d._id} value={`designer:${d._id}`}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <Field
            name="starts_on"
            type="date"
            required
            label={t('studio.closures.from')}
            defaultValue={typed('starts_on')}
            error={failed?.fieldErrors.starts_on}
          />
          <Field
            name="ends_on"
            type="date"
            label={t('studio.closures.to')}
            defaultValue={typed('ends_on')}
            error={failed?.fieldErrors.ends_on}
          />
        </div>
        {(['en', 'zh', 'cn'] as const).map((lang) => (
          <Field
            key={lang}
            name={`reason_${lang}`}
            required
            maxLength={200}
            lang={lang === 'en' ? 'en' : lang === 'zh' ? 'zh-Hant' : 'zh-Hans'}
            label={t(`studio.closures.reason${lang === 'en' ? 'En' : lang === 'zh' ? 'Zh' : 'Cn'}`)}
            defaultValue={typed(`reason_${lang}`)}
            error={failed?.fieldErrors[`reason_${lang}`]}
          />
        ))}
        <div className="space-y-2 sm:col-span-2" aria-live="polite">
          <FormStatus result={added} />
          <SubmitButton pending={posting('add_closure')} pendingText={t('studio.closures.adding')}>
            {t('studio.closures.add')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}
