import {
  adminEnquiryDetails,
  adminEnquiryReplyBody,
  adminEnquiryUpdateBody,
  ENQUIRY_REPLY_MAX,
} from '@shop/contract'
import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { adminInput, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import {
  adminFind,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { text, validate } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import type { Route } from './+types/enquiry'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.enquiry.subject ?? 'Enquiry' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'enquiries.handle')
  const enquiry = await adminFind(
    context,
    `/admin/enquiries/${encodeURIComponent(params.id)}`,
    adminEnquiryDetails,
  )
  return { enquiry }
}

/** Reply (e-mailed through the outbox and kept in the thread), close, or open again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'enquiries.handle')
  const form = await request.formData()
  const intent = text(form, 'intent')
  const path = `/admin/enquiries/${encodeURIComponent(params.id)}`
  // a refused reply comes back with what was typed, so nothing is lost
  const typed = { body: text(form, 'body') }
  try {
    if (intent === 'reply') {
      const body = validate(adminEnquiryReplyBody, typed)
      if (!body.ok)
        return formFailure<string>(body.fieldErrors, body.error, { intent, values: typed })
      await adminRequest(context, `${path}/replies`, adminEnquiryDetails, {
        method: 'POST',
        body: JSON.stringify(body.body),
      })
      return { ok: true as const, intent, message: 'admin.people.enquiries.sent' }
    }
    if (intent === 'close' || intent === 'reopen') {
      const body = validate(adminEnquiryUpdateBody, {
        status: intent === 'close' ? 'closed' : 'new',
      })
      if (!body.ok) return formFailure<string>(body.fieldErrors, body.error, { intent })
      await adminRequest(context, path, adminEnquiryDetails, {
        method: 'PUT',
        body: JSON.stringify(body.body),
      })
      const message =
        intent === 'close'
          ? 'admin.people.enquiries.closedDone'
          : 'admin.people.enquiries.reopenedDone'
      return { ok: true as const, intent, message }
    }
  } catch (error) {
    return apiFailure(error, { intent, values: typed })
  }
  return formFailure<string>({}, 'admin.errors.invalid', { intent })
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry } = loaderData
  const { t, tm } = useAdminT()
  const navigation = useNavigation()
  const sending = (intent: string) => isIntentPending(navigation, intent)
  const replyId = useId()
  const refused =
    actionData && !actionData.ok && actionData.intent === 'reply' ? actionData : undefined
  const replyError = refused?.fieldErrors.body
  const section = 'space-y-3 rounded-lg border border-stone-200 bg-white p-4'
  // a sent reply empties the box; a refused one keeps what was typed
  const formKey =
    actionData?.ok && actionData.intent === 'reply' ? `sent-${enquiry.reply_count}` : 'open'
  return (
    <div className="max-w-3xl space-y-6" data-testid="enquiry-page">
      <p>
        <Link to="/admin/enquiries" className="text-sm underline underline-offset-2">
          ← {t('people.enquiries.back')}
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">{enquiry.subject}</h1>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span className="rounded bg-stone-100 px-1.5" data-testid="enquiry-status">
            {t(`people.enquiries.status.${enquiry.status}`)}
          </span>
          <bdi dir="ltr">{enquiry.reference}</bdi>
          <span>{formatDateTime(enquiry.created_at)}</span>
        </p>
      </header>

      <div aria-live="polite">
        <FormStatus result={actionData} />
      </div>

      <section aria-labelledby="message-title" className={section}>
        <h2 id="message-title" className="text-lg font-semibold">
          {t('people.enquiries.message')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t('people.enquiries.from')}</dt>
          <dd className="break-all">
            {enquiry.name}
            {enquiry.email && ` · ${enquiry.email}`}
            {enquiry.phone && (
              <>
                {' · '}
                <bdi dir="ltr">{enquiry.phone}</bdi>
              </>
            )}
          </dd>
          <dt className="text-stone-600">{t('people.enquiries.languageLabel')}</dt>
          <dd>{t(`people.enquiries.language.${enquiry.language}`)}</dd>
        </dl>
        <p className="whitespace-pre-wrap break-words" data-testid="enquiry-message">
          {enquiry.description}
        </p>
      </section>

      <section aria-labelledby="thread-title" className={section}>
        <h2 id="thread-title" className="text-lg font-semibold">
          {t('people.enquiries.thread')}
        </h2>
        {enquiry.replies.length === 0 ? (
          <p className="text-sm">{t('people.enquiries.noReplies')}</p>
        ) : (
          <ol className="space-y-3" data-testid="enquiry-thread">
            {enquiry.replies.map((reply) => (
              <li key={reply._id} className="rounded bg-stone-50 p-3">
                <p className="text-xs text-stone-600">
                  {t('people.enquiries.repliedBy', {
                    name: reply.staff.name,
                    date: formatDateTime(reply.created_at),
                  })}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="reply-title" className={section}>
        <h2 id="reply-title" className="text-lg font-semibold">
          <label htmlFor={replyId}>{t('people.enquiries.replyLabel')}</label>
        </h2>
        <Form method="post" key={formKey} className="space-y-3" data-testid="reply-form" noValidate>
          <textarea
            id={replyId}
            name="body"
            rows={6}
            required
            maxLength={ENQUIRY_REPLY_MAX}
            defaultValue={refused ? String(refused.values?.body ?? '') : ''}
            aria-invalid={replyError ? true : undefined}
            aria-describedby={`${replyId}-hint${replyError ? ` ${replyId}-error` : ''}`}
            className={adminInput}
          />
          <p id={`${replyId}-hint`} className="text-xs text-stone-600">
            {t('people.enquiries.replyHint')}
          </p>
          {replyError && (
            <p id={`${replyId}-error`} className="text-sm text-red-700">
              {tm(replyError)}
            </p>
          )}
          <SubmitButton
            name="intent"
            value="reply"
            pending={sending('reply')}
            pendingText={t('people.enquiries.sending')}
          >
            {t('people.enquiries.send')}
          </SubmitButton>
        </Form>
      </section>

      <Form method="post">
        {enquiry.status === 'closed' ? (
          <SubmitButton
            name="intent"
            value="reopen"
            variant="secondary"
            pending={sending('reopen')}
            pendingText={t('people.enquiries.reopening')}
          >
            {t('people.enquiries.reopen')}
          </SubmitButton>
        ) : (
          <SubmitButton
            name="intent"
            value="close"
            variant="secondary"
            pending={sending('close')}
            pendingText={t('people.enquiries.closing')}
          >
            {t('people.enquiries.close')}
          </SubmitButton>
        )}
      </Form>
    </div>
  )
}
