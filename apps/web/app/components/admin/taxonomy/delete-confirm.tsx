import { Form, Link, useLocation } from 'react-router'
import { SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'

/**
 * The confirmation before a delete (issue 27): what products still use cannot be deleted, so
 * instead of the button it says how many, and for a category offers to hide it.
 */
export function DeleteConfirm({
  id,
  name,
  productsCount,
  canHide,
}: {
  id: string
  name: string
  productsCount: number
  canHide?: boolean
}) {
  const { t } = useAdminT()
  const { pathname } = useLocation()
  return (
    <Form
      method="post"
      className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3"
      data-testid="confirm-delete"
    >
      <input type="hidden" name="id" value={id} />
      <p className="text-sm">
        {productsCount
          ? t('taxonomy.inUseHint', { count: productsCount })
          : t('taxonomy.confirmDelete', { name })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {productsCount === 0 && (
          <SubmitButton name="intent" value="delete" variant="danger">
            {t('taxonomy.form.delete')}
          </SubmitButton>
        )}
        {canHide && (
          <SubmitButton name="intent" value="hide" variant="secondary">
            {t('taxonomy.deactivate')}
          </SubmitButton>
        )}
        <Link to={pathname} className="text-sm underline underline-offset-2">
          {t('taxonomy.form.cancel')}
        </Link>
      </div>
    </Form>
  )
}
