import {
  type AdminCatalogOptions,
  type AdminProduct,
  type AdminProductImage,
  imageUrl,
  pickText,
} from '@shop/contract'
import { Form, Link, useSearchParams } from 'react-router'
import { Field, FormStatus, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { UploadPictures } from './upload-pictures.tsx'

const small = 'rounded border border-stone-400 bg-white px-3 py-2 text-sm hover:bg-stone-100'

/** One picture: moved up or down, its alt texts and colour, deleted after a confirmation. */
function PictureRow({
  image,
  index,
  count,
  options,
  result,
  canManage,
}: {
  image: AdminProductImage
  index: number
  count: number
  options: AdminCatalogOptions
  result: FormResult<string> | undefined
  canManage: boolean
}) {
  const { t, language } = useAdminT()
  const [search] = useSearchParams()
  const confirming = search.get('delete') === image._id
  const saved = result?.intent === `image-save:${image._id}` ? result : undefined
  const errors = saved && !saved.ok ? saved.fieldErrors : {}
  const move = (to: number, label: string) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="image-move" />
      <input type="hidden" name="image_id" value={image._id} />
      <input type="hidden" name="sequence" value={to} />
      <button type="submit" className={small}>
        {label}
      </button>
    </Form>
  )
  return (
    <li
      id={`picture-${image._id}`}
      className="grid gap-3 p-3 sm:grid-cols-[10rem_1fr]"
      data-testid="picture-row"
      data-file={image.file}
    >
      <div className="space-y-2">
        <img
          src={`${imageUrl(image.file)}?width=240`}
          alt={pickText(image.alt, language)}
          className="aspect-square w-40 rounded border border-stone-200 bg-stone-50 object-contain"
        />
        <p className="text-sm font-medium">
          {t('catalog.images.picture', { n: index + 1 })}
          {index === 0 && (
            <span className="font-normal text-stone-600"> · {t('catalog.images.first')}</span>
          )}
        </p>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            {index > 0 && move(index - 1, t('catalog.images.up'))}
            {index < count - 1 && move(index + 1, t('catalog.images.down'))}
          </div>
        )}
      </div>
      {canManage && (
        <div className="space-y-3">
          {/* keyed by what was saved: OpenCC's filled side shows once saved */}
          <Form
            method="post"
            preventScrollReset
            key={JSON.stringify([image.alt, image.colour_id])}
            className="grid gap-2 sm:grid-cols-2"
          >
            <input type="hidden" name="intent" value="image-save" />
            <input type="hidden" name="image_id" value={image._id} />
            <Field
              name="alt_en"
              label={t('catalog.images.altEn')}
              defaultValue={image.alt.en}
              error={errors.en}
            />
            <Field
              name="alt_zh"
              label={t('catalog.images.altZh')}
              defaultValue={image.alt.zh}
              error={errors.zh}
            />
            <Field
              name="alt_cn"
              label={t('catalog.images.altCn')}
              defaultValue={image.alt.cn}
              error={errors.cn}
            />
            <SelectField
              name="colour_id"
              label={t('catalog.images.colour')}
              defaultValue={image.colour_id ?? ''}
            >
              <option value="">{t('catalog.images.anyColour')}</option>
              {options.colours.map((c) => (
                <option key={c._id} value={c._id}>
                  {pickText(c.name, language)}
                </option>
              ))}
            </SelectField>
            <p className="text-xs text-stone-600 sm:col-span-2">{t('catalog.images.altHint')}</p>
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <SubmitButton variant="secondary">{t('catalog.images.save')}</SubmitButton>
              {!confirming && (
                <Link
                  to={`?delete=${image._id}#picture-${image._id}`}
                  preventScrollReset
                  className="rounded border border-red-700 bg-white px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-50"
                >
                  {t('catalog.images.delete')}
                </Link>
              )}
            </div>
            <div aria-live="polite" className="sm:col-span-2">
              <FormStatus result={saved} />
            </div>
          </Form>
          {confirming && (
            <Form
              method="post"
              preventScrollReset
              className="space-y-2 rounded border border-red-300 bg-red-50 p-3"
              data-testid="picture-delete-confirm"
            >
              <input type="hidden" name="intent" value="image-delete" />
              <input type="hidden" name="image_id" value={image._id} />
              <p role="alert" className="text-sm text-red-900">
                {t('catalog.images.confirmDelete')}
              </p>
              <div className="flex flex-wrap gap-3">
                <SubmitButton variant="danger">{t('catalog.images.confirm')}</SubmitButton>
                <Link to="?" preventScrollReset className={small}>
                  {t('catalog.images.cancel')}
                </Link>
              </div>
            </Form>
          )}
        </div>
      )}
    </li>
  )
}

/** The product's pictures (issue 27), in the storefront's order, and the upload. */
export function ProductPictures({
  product,
  options,
  result,
  canManage,
}: {
  product: AdminProduct
  options: AdminCatalogOptions
  result: FormResult<string> | undefined
  canManage: boolean
}) {
  const { t } = useAdminT()
  const listResult =
    result?.intent === 'image-move' || result?.intent === 'image-delete' ? result : undefined
  const rowFailure =
    result && !result.ok && /^image-(move|delete)/.test(result.intent ?? '') ? result : undefined
  return (
    <section className="space-y-3" aria-labelledby="pictures-title" data-testid="pictures">
      <h2 id="pictures-title" className="text-xl font-semibold">
        {t('catalog.images.title')}
      </h2>
      <div aria-live="polite">
        <FormStatus result={listResult ?? rowFailure} />
      </div>
      {product.images.length === 0 ? (
        <p className="text-stone-600">{t('catalog.images.none')}</p>
      ) : (
        <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {product.images.map((image, index) => (
            <PictureRow
              key={image._id}
              image={image}
              index={index}
              count={product.images.length}
              options={options}
              result={result}
              canManage={canManage}
            />
          ))}
        </ol>
      )}
      {canManage && <UploadPictures productId={product._id} result={result} />}
    </section>
  )
}
