import {
  type AdminPage,
  type AdminPost,
  adminPage,
  adminPageBody,
  adminPost,
  adminPostBody,
  adminPostOptions,
  CONTENT_SLUGS,
  contentVersions,
  isUuid,
} from '@shop/contract'
import {
  data,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useSearchParams,
} from 'react-router'
import { ContentForm } from '#web/components/admin/content/content-form.tsx'
import { ContentPreview, previewLanguage } from '#web/components/admin/content/preview.tsx'
import { STATUS_STYLE } from '#web/components/admin/content/status.ts'
import { ContentVersionsList } from '#web/components/admin/content/versions-list.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import {
  AdminApiError,
  adminFind,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { uploadCover } from '#web/lib/content-cover.server.ts'
import {
  type ContentKind,
  contentBody,
  contentFormValues,
  readContentForm,
} from '#web/lib/content-form.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { pathFieldErrors as fieldErrors } from '#web/lib/forms.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/content-editor'
import { isKind } from './content-list.tsx'

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(
    matches,
    params.id === NEW
      ? 'content.newTitle'
      : params.kind === 'pages'
        ? 'content.editPage'
        : 'content.editPost',
  )

const NEW = 'new'
const VERSIONS_PER_PAGE = 10

/** The API address of a post or page; a page is named by its slug, one of the fixed ones. */
function apiPath(kind: ContentKind, id: string): string | null {
  if (kind === 'pages')
    return (CONTENT_SLUGS as readonly string[]).includes(id) ? `/admin/pages/${id}` : null
  return isUuid(id) ? `/admin/posts/${id}` : null
}

function checked(kind: string | undefined, id: string) {
  if (!isKind(kind)) throw data(null, { status: 404 })
  if (id === NEW) {
    if (kind !== 'posts') throw data(null, { status: 404 })
    return { kind, path: null }
  }
  const path = apiPath(kind, id)
  if (!path) throw data(null, { status: 404 })
  return { kind, path }
}

/** A post or page with its versions, the post form's choices; none at `/admin/content/posts/new`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, params.id === NEW ? 'content.manage' : 'content.view')
  const { kind, path } = checked(params.kind, params.id)
  const url = new URL(request.url)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const options =
    kind === 'posts' ? await adminRequest(context, '/admin/posts/options', adminPostOptions) : null
  if (!path) return { kind, item: null, versions: null, options, page }
  const item: AdminPost | AdminPage =
    kind === 'posts'
      ? await adminFind(context, path, adminPost)
      : await adminFind(context, path, adminPage)
  const versions = await adminRequest(
    context,
    `${path}/versions?page=${page}&per_page=${VERSIONS_PER_PAGE}`,
    contentVersions,
  )
  return { kind, item, versions, options, page }
}

/**
 * Saves (a new post, then shows it, saying so) or restores a version. A refusal, the form's or
 * the API's (an address in use: 409 on the address), answers each field's error with everything
 * typed, so nothing is lost.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'content.manage')
  const { kind, path } = checked(params.kind, params.id)
  const form = await request.formData()
  if (form.get('intent') === 'restore' && path) {
    const from = Number(form.get('restore'))
    const intent = 'restore'
    try {
      const saved = await adminRequest(
        context,
        `${path}/versions/${encodeURIComponent(String(from))}/restore`,
        kind === 'posts' ? adminPost : adminPage,
        { method: 'POST' },
      )
      const done: FormResult<string> = {
        ok: true,
        intent,
        message: 'admin.content.restored',
        values: { from, version: saved.version },
      }
      return done
    } catch (error) {
      return apiFailure(error, { intent })
    }
  }
  const intent = 'save'
  const values = readContentForm(form, kind)
  const schema = kind === 'posts' ? adminPostBody : adminPageBody
  const refused = (issues: Parameters<typeof fieldErrors>[0]) =>
    formFailure<string>(fieldErrors(issues), 'admin.content.errors.fixForm', { intent, values })
  let parsed = schema.safeParse(contentBody(values, kind))
  if (!parsed.success) return refused(parsed.error.issues)
  // a new cover goes up only once the rest of the form is right
  if (kind === 'posts') {
    // "remove the cover" wins over a picture chosen at the same time: nothing is uploaded
    const cover = values.cover_remove ? null : await uploadCover(context, form.get('cover_upload'))
    if (cover && !cover.ok)
      return formFailure<string>({ cover: cover.error }, cover.error, { intent, values })
    if (cover?.ok) {
      values.cover = cover.file
      parsed = schema.safeParse(contentBody(values, kind))
      if (!parsed.success) return refused(parsed.error.issues)
    }
  }
  let saved: AdminPost | AdminPage
  try {
    saved = await adminRequest(
      context,
      path ?? '/admin/posts',
      kind === 'posts' ? adminPost : adminPage,
      { method: path ? 'PUT' : 'POST', body: JSON.stringify(parsed.data) },
    )
  } catch (error) {
    if (error instanceof AdminApiError && error.body?.code === 'POST_SLUG_TAKEN') {
      const taken = 'admin.content.errors.slugTaken'
      return formFailure<string>({ slug: taken }, taken, { status: 409, intent, values })
    }
    // edited from an older version: what was typed comes back, with the newer version named
    if (error instanceof AdminApiError && error.body?.code === 'CONTENT_CHANGED')
      return formFailure<string>({}, 'admin.content.errors.changed', {
        status: 409,
        intent,
        values,
      })
    if (error instanceof AdminApiError && error.status === 400)
      return refused(error.body?.errors ?? [])
    return apiFailure(error, { intent, values })
  }
  if (!path) return redirect(`/admin/content/posts/${saved._id}?created=1`)
  const done: FormResult<string> = {
    ok: true,
    intent,
    message: 'admin.content.saved',
    values: { version: saved.version },
  }
  return done
}

/**
 * A stale save (409) reloads the item, so the page names the newer version and the form, kept as
 * typed, is then based on it; other refusals keep the loaded data (the default for 4xx).
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, item, versions, options, page } = loaderData
  const { t } = useAdminT()
  const canManage = useStaffCan('content.manage')
  const [search] = useSearchParams()
  // a refused save shows what was typed; otherwise the item as saved
  const typed = actionData && !actionData.ok && actionData.intent === 'save'
  const stale = typed && actionData.error === 'admin.content.errors.changed' && item
  const values = typed
    ? {
        ...(actionData.values as Record<string, string>),
        // saving again after being told replaces the newer version on purpose
        ...(stale ? { version: String(item.version) } : {}),
      }
    : contentFormValues(item)
  const created = !actionData && search.get('created') === '1' && item
  const restoring = actionData?.ok ? null : Number(search.get('restore')) || null
  const shopPath = item
    ? kind === 'posts'
      ? `/blog/${item._id}/${item.slug}`
      : `/${item.slug}`
    : null
  return (
    <div className="max-w-3xl space-y-4">
      <p>
        <Link to={`/admin/content/${kind}`} className="text-sm underline underline-offset-2">
          ← {t('content.back')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {item
            ? t(kind === 'pages' ? 'content.editPage' : 'content.editPost')
            : t('content.newTitle')}
        </h1>
        {item && (
          <span
            className={`rounded px-1.5 text-sm ${STATUS_STYLE[item.status]}`}
            data-testid="content-status"
          >
            {t(`content.statuses.${item.status}`)}
          </span>
        )}
      </div>
      {item && (
        <p className="text-sm text-stone-700">
          {item.status === 'scheduled' && item.publish_at
            ? t('content.publishAt', { when: formatDateTime(item.publish_at) })
            : item.version === 0 && item.publish_at
              ? t('content.publishedAt', { when: formatDateTime(item.publish_at) })
              : item.version === 0 && item.publish_at
                ? t('content.publishedAt', { when: formatDateTime(item.publish_at) })
                : t('content.versionOf', {
                    version: item.version,
                    when: formatDateTime(item.updated_at),
                  })}
          {'live_version' in item &&
            ` · ${
              item.live_version
                ? t('content.live', { version: item.live_version })
                : t('content.notLive')
            }`}
          {shopPath && item.status === 'published' && (
            <>
              {' · '}
              <a href={shopPath} className="underline underline-offset-2">
                {t('content.view')}
              </a>
            </>
          )}
        </p>
      )}
      <div aria-live="polite">
        {stale ? (
          <div
            role="alert"
            className="space-y-1 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="content-stale"
          >
            <p>{t('content.stale.message', { version: item.version })}</p>
            <p>
              <a
                href={`/admin/content/${kind}/${item._id}`}
                target="_blank"
                rel="noreferrer"
                className="font-medium underline underline-offset-2"
              >
                {t('content.stale.open', { version: item.version })}
              </a>
            </p>
          </div>
        ) : (
          <FormStatus
            result={created ? { ok: true, message: 'admin.content.created' } : actionData}
          />
        )}
      </div>
      {canManage && (
        <ContentForm
          key={`${item?._id ?? NEW}-${item?.version ?? 0}`}
          kind={kind}
          values={values}
          result={actionData}
          options={options}
        />
      )}
      {item && (
        <ContentPreview
          title={item.title}
          body={item.body}
          language={previewLanguage(search.get('preview'))}
          cover={
            'cover_url' in item && item.cover_url
              ? { url: item.cover_url, alt: item.cover_alt }
              : undefined
          }
        />
      )}
      {versions && (
        <ContentVersionsList
          versions={versions}
          page={page}
          perPage={VERSIONS_PER_PAGE}
          restoring={restoring}
        />
      )}
    </div>
  )
}
