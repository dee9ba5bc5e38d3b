import { type AdminCategory, adminCategories, pickText } from '@shop/contract'
import { Form, Link } from 'react-router'
import { CategoryForm } from '#web/components/admin/taxonomy/category-form.tsx'
import { DeleteConfirm } from '#web/components/admin/taxonomy/delete-confirm.tsx'
import { DoneStatus } from '#web/components/admin/taxonomy/done-status.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { taxonomyAction, taxonomyList } from '#web/lib/admin-taxonomy.server.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/categories'

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, 'taxonomy.categories.title')

/** The whole tree on one page: a shop has tens of categories, not thousands. */
const PER_PAGE = 500

/** The category tree (issue 27): reorder, nest, rename, hide, delete what nothing uses. */
export async function loader(args: Route.LoaderArgs) {
  return taxonomyList('categories', args, adminCategories, PER_PAGE)
}

export async function action(args: Route.ActionArgs) {
  return taxonomyAction('categories', args)
}

function MoveButtons({
  category,
  first,
  last,
}: {
  category: AdminCategory
  first: boolean
  last: boolean
}) {
  const { t, language } = useAdminT()
  const name = pickText(category.title, language)
  const button =
    'min-h-11 min-w-11 rounded border border-stone-400 bg-white px-3 text-base hover:bg-stone-100 disabled:opacity-40'
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={category._id} />
      <button
        type="submit"
        name="direction"
        value="up"
        disabled={first}
        className={button}
        aria-label={t('taxonomy.categories.up', { name })}
      >
        ↑
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        disabled={last}
        className={button}
        aria-label={t('taxonomy.categories.down', { name })}
      >
        ↓
      </button>
    </Form>
  )
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing, confirming, done } = loaderData
  const { t, language } = useAdminT()
  const canManage = useStaffCan('catalog.manage')
  const rows = list.data
  const parents = rows.filter((c) => c.parent_id === null)
  const siblingsOf = (c: AdminCategory) => rows.filter((r) => r.parent_id === c.parent_id)
  const link = 'text-sm underline underline-offset-2'
  return (
    <div className="max-w-4xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">{t('taxonomy.categories.title')}</h1>
        <p className="mt-1 text-stone-600">{t('taxonomy.categories.intro')}</p>
      </header>
      <DoneStatus done={done} result={actionData} />
      {rows.length === 0 ? (
        <p className="text-stone-600">{t('taxonomy.list.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="category-tree"
        >
          {rows.map((c) => {
            const siblings = siblingsOf(c)
            return (
              <li
                key={c._id}
                id={`row-${c._id}`}
                className={`space-y-2 p-3 ${c.parent_id ? 'ps-8 sm:ps-12' : ''}`}
                data-testid="category-row"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-words font-medium">
                      {c.parent_id && <span aria-hidden="true">↳ </span>}
                      {pickText(c.title, language)}
                      {!c.active && (
                        <span className="ms-2 rounded bg-stone-200 px-1.5 text-xs text-stone-800">
                          {t('taxonomy.categories.inactive')}
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-stone-600">
                      <bdi dir="ltr">{c.slug}</bdi> ·{' '}
                      {t('taxonomy.list.products', { count: c.products_count })}
                      {c.children_count > 0 &&
                        ` · ${t('taxonomy.categories.children', { count: c.children_count })}`}
                    </p>
                  </div>
                  {canManage && (
                    <div className="flex flex-wrap items-center gap-3">
                      <MoveButtons
                        category={c}
                        first={siblings[0]?._id === c._id}
                        last={siblings.at(-1)?._id === c._id}
                      />
                      <Link to={`?edit=${c._id}#row-${c._id}`} className={link}>
                        {t('taxonomy.form.edit')}
                      </Link>
                      <Link to={`?confirm=${c._id}#row-${c._id}`} className={link}>
                        {t('taxonomy.form.delete')}
                      </Link>
                    </div>
                  )}
                </div>
                {canManage && editing === c._id && (
                  <CategoryForm category={c} parents={parents} result={actionData} />
                )}
                {canManage && confirming === c._id && (
                  <DeleteConfirm
                    id={c._id}
                    name={pickText(c.title, language)}
                    productsCount={c.products_count}
                    canHide={c.active}
                  />
                )}
              </li>
            )
          })}
        </ul>
      )}
      {canManage && (
        <section className="space-y-2" aria-labelledby="new-category">
          <h2 id="new-category" className="text-xl font-semibold">
            {t('taxonomy.categories.new')}
          </h2>
          <CategoryForm category={null} parents={parents} result={actionData} />
        </section>
      )}
    </div>
  )
}
