import {
  type AdminCatalogOptions,
  type AdminVariant,
  CONSULTATION_FORMATS,
  formatMoney,
  pickText,
} from '@shop/contract'
import { Form, Link } from 'react-router'
import { Field, FormStatus, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { variantFormValues } from '#web/lib/admin-catalog-form.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'

/**
 * One variant of the product page: its prices and sale window, a stock adjustment with a reason
 * (stock never changes otherwise) and the link to its stock history.
 */
export function VariantRow({
  variant,
  result,
  canManage,
  service = false,
}: {
  variant: AdminVariant
  result: FormResult<string> | undefined
  canManage: boolean
  /** A service's variant: its consultation format and length can be set. */
  service?: boolean
}) {
  const { t, language } = useAdminT()
  const saveResult = result?.intent === `variant-save:${variant._id}` ? result : undefined
  const stockResult = result?.intent === `stock:${variant._id}` ? result : undefined
  const refused = saveResult && !saveResult.ok ? saveResult : null
  const values =
    (refused?.values as Record<string, string> | undefined) ?? variantFormValues(variant)
  const errors = refused?.fieldErrors ?? {}
  const stockErrors = stockResult && !stockResult.ok ? stockResult.fieldErrors : {}
  const size = variant.size ? pickText(variant.size, language) : ''
  const colour = variant.colour ? pickText(variant.colour.name, language) : ''
  return (
    <li className="space-y-3 p-3" data-testid="variant-row" data-sku={variant.sku}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {variant.sku}
          {(size || colour) && (
            <span className="font-normal text-stone-600">
              {' '}
              · {[size, colour].filter(Boolean).join(' · ')}
            </span>
          )}
        </p>
        <p className="text-sm">
          <span data-testid="variant-stock">
            {t('catalog.variants.stock')}: {variant.stock}
          </span>{' '}
          · {t(`catalog.stockStates.${variant.stock_state}`)} ·{' '}
          {formatMoney(variant.price, language)}
          {variant.sale_price && (
            <>
              {' '}
              · {variant.on_sale ? t('catalog.variants.onSale') : t('catalog.variants.saleLater')}{' '}
              {formatMoney(variant.sale_price, language)}
            </>
          )}
        </p>
      </div>
      {canManage && (
        <>
          {/* keyed by what was saved: a saved or adjusted form shows the new values, cleared */}
          <Form
            method="post"
            key={`${variant.price}|${variant.sale_price}|${variant.sale_starts_at}|${variant.sale_ends_at}|${variant.points_price}|${variant.low_stock_threshold}|${variant.consultation_format}|${variant.duration_minutes}`}
            className="grid grid-cols-2 gap-2 sm:grid-cols-7 sm:items-end"
          >
            <input type="hidden" name="intent" value="variant-save" />
            <input type="hidden" name="variant_id" value={variant._id} />
            <Field
              name="price"
              inputMode="decimal"
              label={t('catalog.variants.price')}
              defaultValue={values.price}
              error={errors.price}
            />
            <Field
              name="sale_price"
              inputMode="decimal"
              label={t('catalog.variants.salePrice')}
              defaultValue={values.sale_price}
              error={errors.sale_price}
            />
            <Field
              name="sale_starts_at"
              type="datetime-local"
              label={t('catalog.variants.saleStarts')}
              defaultValue={values.sale_starts_at}
              error={errors.sale_starts_at}
            />
            <Field
              name="sale_ends_at"
              type="datetime-local"
              label={t('catalog.variants.saleEnds')}
              defaultValue={values.sale_ends_at}
              error={errors.sale_ends_at}
            />
            <Field
              name="points_price"
              type="number"
              min={1}
              label={t('catalog.variants.points')}
              defaultValue={values.points_price}
              error={errors.points_price}
            />
            <Field
              name="low_stock_threshold"
              type="number"
              min={0}
              label={t('catalog.variants.lowAt')}
              defaultValue={values.low_stock_threshold}
            />
            {service && (
              <>
                <SelectField
                  name="consultation_format"
                  label={t('catalog.variants.format')}
                  defaultValue={values.consultation_format}
                >
                  <option value="">{t('catalog.variants.notConsultation')}</option>
                  {CONSULTATION_FORMATS.map((f) => (
                    <option key={f} value={f}>
                      {t(`studio.formats.${f}`)}
                    </option>
                  ))}
                </SelectField>
                <Field
                  name="duration_minutes"
                  type="number"
                  min={15}
                  max={480}
                  step={15}
                  label={t('catalog.variants.duration')}
                  defaultValue={values.duration_minutes}
                  error={errors.duration_minutes}
                />
              </>
            )}
            <SubmitButton variant="secondary">{t('catalog.variants.save')}</SubmitButton>
          </Form>
          {saveResult && <FormStatus result={saveResult} />}
          <Form
            method="post"
            key={`stock-${variant.stock}`}
            className="grid grid-cols-2 gap-2 sm:grid-cols-7 sm:items-end"
            aria-label={`${t('catalog.variants.adjust')} ${variant.sku}`}
          >
            <input type="hidden" name="intent" value="stock" />
            <input type="hidden" name="variant_id" value={variant._id} />
            <Field
              name="delta"
              type="number"
              label={t('catalog.variants.delta')}
              required
              error={stockErrors.delta}
            />
            <div className="sm:col-span-4">
              <Field
                name="reason"
                label={t('catalog.variants.reason')}
                required
                error={stockErrors.reason}
              />
            </div>
            <SubmitButton variant="secondary">{t('catalog.variants.apply')}</SubmitButton>
          </Form>
          {stockResult && <FormStatus result={stockResult} />}
        </>
      )}
      <Link
        to={`?history=${variant._id}#history`}
        className="text-sm underline underline-offset-2"
        preventScrollReset
      >
        {t('catalog.variants.history')}
      </Link>
    </li>
  )
}

/** A new variant: SKU, size, colour, prices and the stock on hand (written to its history). */
export function NewVariantForm({
  options,
  result,
}: {
  options: AdminCatalogOptions
  result: FormResult<string> | undefined
}) {
  const { t, language } = useAdminT()
  const mine = result?.intent === 'variant-add'
  const refused = mine && result && !result.ok ? result : null
  const values = (refused?.values as Record<string, string> | undefined) ?? {}
  const errors = refused?.fieldErrors ?? {}
  return (
    <Form
      method="post"
      key={mine && result?.ok ? 'done' : 'typing'}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="variant-form"
    >
      <h3 className="font-semibold">{t('catalog.variants.add')}</h3>
      <input type="hidden" name="intent" value="variant-add" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field
          name="sku"
          label={t('catalog.variants.sku')}
          defaultValue={values.sku}
          error={errors.sku}
          required
        />
        <Field name="size_en" label={t('catalog.variants.size')} defaultValue={values.size_en} />
        <Field
          name="size_zh"
          label={t('catalog.variants.sizeZh')}
          defaultValue={values.size_zh}
          lang="zh-Hant-HK"
        />
        <SelectField
          name="colour_id"
          label={t('catalog.variants.colour')}
          defaultValue={values.colour_id ?? ''}
        >
          <option value="">{t('catalog.variants.noColour')}</option>
          {options.colours.map((c) => (
            <option key={c._id} value={c._id}>
              {pickText(c.name, language)}
            </option>
          ))}
        </SelectField>
        <Field
          name="price"
          inputMode="decimal"
          label={t('catalog.variants.price')}
          defaultValue={values.price}
          error={errors.price}
          required
        />
        <Field
          name="sale_price"
          inputMode="decimal"
          label={t('catalog.variants.salePrice')}
          defaultValue={values.sale_price}
          error={errors.sale_price}
        />
        <Field
          name="stock"
          type="number"
          min={0}
          label={t('catalog.variants.firstStock')}
          defaultValue={values.stock ?? '0'}
          error={errors.stock}
        />
        <Field
          name="low_stock_threshold"
          type="number"
          min={0}
          label={t('catalog.variants.lowAt')}
          defaultValue={values.low_stock_threshold ?? '3'}
        />
      </div>
      <SubmitButton>{t('catalog.variants.add')}</SubmitButton>
      {mine && <FormStatus result={result} />}
    </Form>
  )
}
