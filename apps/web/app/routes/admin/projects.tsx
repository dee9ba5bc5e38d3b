import {
  type AdminProjectSummary,
  adminProjectList,
  adminProjectsQuery,
  formatMoney,
  PROJECT_STAGES,
} from '@shop/contract'
import { Form, Link } from 'react-router'
import { Pager } from '#web/components/admin/pager.tsx'
import { Field, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { formatDate } from '#web/lib/format-date.ts'
import type { Route } from './+types/projects'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'projects.title')

const PER_PAGE = 20

/** Projects, filtered by stage and "owing" with a GET form (works without script), paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'projects.view')
  const url = new URL(request.url)
  const parsed = adminProjectsQuery.safeParse({
    stage: url.searchParams.get('stage') || undefined,
    owing: url.searchParams.get('owing') === 'true' ? 'true' : undefined,
    page: url.searchParams.get('page') || undefined,
    per_page: PER_PAGE,
    q: url.searchParams.get('q')?.trim().slice(0, 254) || undefined,
  })
  // a hand-edited address falls back to the unfiltered first page
  const query = parsed.success ? parsed.data : adminProjectsQuery.parse({ per_page: PER_PAGE })
  const search = new URLSearchParams({ page: String(query.page), per_page: String(PER_PAGE) })
  if (query.stage) search.set('stage', query.stage)
  if (query.owing) search.set('owing', 'true')
  if (query.q) search.set('q', query.q)
  const list = await adminRequest(context, `/admin/projects?${search}`, adminProjectList)
  return { list, stage: query.stage ?? '', owing: query.owing ?? false, q: query.q ?? '' }
}

function ProjectItem({ project }: { project: AdminProjectSummary }) {
  const { t, language } = useAdminT()
  const money = (amount: string) => formatMoney(amount, language)
  const term = 'text-xs text-stone-600'
  const next = project.next_due
  return (
    <li className="space-y-2 p-3" data-testid="project-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-medium">
          <Link to={`/admin/projects/${project._id}`} className="underline underline-offset-2">
            {project.reference}
          </Link>
        </h2>
        <span className="rounded bg-stone-200 px-1.5 text-sm" data-testid="project-stage">
          {t(`projects.stages.${project.stage}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div className="flex flex-col">
          <dt className={term}>{t('projects.customer')}</dt>
          <dd className="break-words">
            {project.customer}
            {project.contact_email && (
              <span className="block break-all text-stone-600">{project.contact_email}</span>
            )}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t('projects.total')}</dt>
          <dd>{money(project.total)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t('projects.paid')}</dt>
          <dd>{project.paid_in_full ? t('projects.paidInFull') : money(project.paid_total)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t('projects.nextDue')}</dt>
          <dd>
            {next ? (
              <>
                {t('projects.nextDueText', {
                  sequence: next.sequence,
                  amount: money(next.outstanding),
                })}
                {next.due_on && (
                  <span className="block text-stone-600">
                    {t('projects.dueBy', { date: formatDate(next.due_on) })}
                  </span>
                )}
              </>
            ) : (
              t('projects.noneDue')
            )}
          </dd>
        </div>
      </dl>
    </li>
  )
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { list, stage, owing, q } = loaderData
  const { t } = useAdminT()
  return (
    <div className="max-w-4xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">{t('projects.title')}</h1>
        <p className="mt-1 text-stone-600">{t('projects.intro')}</p>
      </header>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3"
        aria-label={t('projects.filter')}
        data-testid="project-filters"
      >
        <div className="min-w-0 flex-1 basis-56">
          <Field
            name="q"
            type="search"
            label={t('shell.listSearch.label')}
            hint={t('shell.listSearch.hint')}
            defaultValue={q}
          />
        </div>
        <div className="min-w-40">
          <SelectField name="stage" label={t('projects.stageFilter')} defaultValue={stage}>
            <option value="">{t('projects.allStages')}</option>
            {PROJECT_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`projects.stages.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <label className="flex items-center gap-2 py-2 text-sm">
          <input
            type="checkbox"
            name="owing"
            value="true"
            defaultChecked={owing}
            className="size-4"
          />
          {t('projects.owing')}
        </label>
        <SubmitButton variant="secondary">{t('projects.apply')}</SubmitButton>
      </Form>
      {list.data.length === 0 ? (
        <p className="text-stone-600">
          {q ? t('shell.listSearch.none', { q }) : t('projects.empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="project-list"
        >
          {list.data.map((project) => (
            <ProjectItem key={project._id} project={project} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
