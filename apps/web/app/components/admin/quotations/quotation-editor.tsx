import { formatMoney, QUOTATION_LINE_CATEGORIES } from '@shop/contract'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Form } from 'react-router'
import { adminInput, Field, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import {
  type EditorValues,
  estimateTotals,
  optionLabel,
  optionsOf,
  readEditorForm,
  rowsOf,
  TEXT_LANGUAGES,
} from '#web/lib/quotation-editor-form.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

function TextArea(props: { name: string; label: string; defaultValue: string; error?: string }) {
  const { tm } = useAdminT()
  const id = useId()
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        rows={3}
        maxLength={4000}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={adminInput}
      />
      {props.error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {tm(props.error)}
        </p>
      )}
    </div>
  )
}

/**
 * The catalogue item of a furniture line, chosen by name: a search box and its button (posting
 * `intent=find:{row}`; Enter in any box searches every box typed in), then a list of what
 * matched. The list and what it offered travel with the form, so nothing is lost on a refusal.
 */
function ItemPicker({
  row,
  number,
  values,
  error,
}: {
  row: number
  number: number
  values: EditorValues
  error: string | undefined
}) {
  const { t, tm, language } = useAdminT()
  const id = useId()
  const name = (field: string) => `line_${row}_${field}`
  const options = optionsOf(values, row)
  const chosen = values[name('variant_id')] ?? ''
  const found = values[name('found')]
  const query = (values[name('find')] ?? '').trim()
  const money = (amount: string) => formatMoney(amount, language)
  const list = useRef<HTMLSelectElement>(null)
  // after a search that found something, the list is where the eye and the keyboard go next
  const offered = values[name('options')]
  useEffect(() => {
    if (offered && found !== undefined && found !== '0') list.current?.focus()
  }, [found, offered])
  return (
    <div className="space-y-2 rounded bg-stone-50 p-2 sm:col-span-2" data-testid="item-picker">
      <p className="text-sm text-stone-600">{t('quotations.editor.itemHint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-find`} className="block text-sm font-medium">
            {t('quotations.editor.find')}
          </label>
          <input
            id={`${id}-find`}
            name={name('find')}
            type="search"
            maxLength={100}
            defaultValue={values[name('find')] ?? ''}
            className={adminInput}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value={`find:${row}`}
          formNoValidate
          aria-label={t('quotations.editor.searchFor', { number })}
          className="rounded border border-stone-400 bg-white px-3 py-2 text-sm hover:bg-stone-100"
        >
          {t('quotations.editor.search')}
        </button>
      </div>
      {found !== undefined && (
        <p role="status" className="text-sm" data-testid="item-picker-found">
          {query === ''
            ? t('quotations.editor.typeToFind')
            : found === '0'
              ? t('quotations.editor.foundNone', { query })
              : found === '1'
                ? t('quotations.editor.foundOne', { query })
                : t('quotations.editor.found', { count: found, query })}
        </p>
      )}
      {options.length > 0 ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-item`} className="block text-sm font-medium">
            {t('quotations.editor.item')}
          </label>
          <select
            id={`${id}-item`}
            name={name('variant_id')}
            defaultValue={chosen}
            ref={list}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={adminInput}
          >
            <option value="">{t('quotations.editor.noItem')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {optionLabel(option, language, money)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name={name('variant_id')} value="" />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {tm(error)}
        </p>
      )}
      <input type="hidden" name={name('options')} value={values[name('options')] ?? ''} />
    </div>
  )
}

/** One line of the quotation: category, description in three languages, qty, unit price. */
function LineRow({
  row,
  number,
  values,
  errors,
  onRemove,
}: {
  row: number
  number: number
  values: EditorValues
  errors: Record<string, string>
  onRemove: (() => void) | null
}) {
  const { t } = useAdminT()
  const name = (field: string) => `line_${row}_${field}`
  const field = (f: string) => ({
    name: name(f),
    defaultValue: values[name(f)] ?? '',
    error: errors[name(f)],
  })
  const language = (l: string) => t(`quotations.editor.languages.${l as 'en'}`)
  return (
    <fieldset
      className="grid gap-3 rounded border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2"
      data-testid="quotation-line"
    >
      <legend className="px-1 text-sm font-semibold">
        {t('quotations.editor.line', { number })}
      </legend>
      <SelectField
        name={name('category')}
        label={t('quotations.editor.category')}
        defaultValue={values[name('category')] ?? QUOTATION_LINE_CATEGORIES[0]}
      >
        {QUOTATION_LINE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`quotations.categories.${category}`)}
          </option>
        ))}
      </SelectField>
      {TEXT_LANGUAGES.map((l) => (
        <Field
          key={l}
          {...field(`description_${l}`)}
          label={t('quotations.editor.descriptionIn', { language: language(l) })}
          maxLength={500}
        />
      ))}
      <div className="grid grid-cols-2 gap-3 sm:col-span-2">
        <Field {...field('qty')} label={t('quotations.editor.qty')} inputMode="numeric" />
        <Field
          {...field('unit_price')}
          label={t('quotations.editor.unitPrice')}
          inputMode="decimal"
        />
      </div>
      <ItemPicker row={row} number={number} values={values} error={errors[name('variant_id')]} />
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="justify-self-start text-sm text-red-800 underline underline-offset-2"
        >
          {t('quotations.editor.removeLine', { number })}
        </button>
      )}
    </fieldset>
  )
}

/**
 * Issue the first version or a revision: lines, discount, first installment, validity, terms in
 * three languages and an internal note. Without JavaScript a few spare empty rows take the place
 * of "Add a line"; a refused post comes back with everything typed and each field's error.
 */
export function QuotationEditor({
  values,
  result,
  nextVersion,
}: {
  values: EditorValues
  result: FormResult<string> | undefined
  nextVersion: number
}) {
  const { t, tm, language } = useAdminT()
  const pending = useIntentPending('issue')
  const errors = result && !result.ok ? result.fieldErrors : {}
  const [rows, setRows] = useState(() => rowsOf(values))
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [estimate, setEstimate] = useState(() => estimateTotals(values))
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name] })
  const language3 = (l: string) => t(`quotations.editor.languages.${l as 'en'}`)
  const money = (amount: string) => formatMoney(amount, language)
  const revising = nextVersion > 1
  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      data-testid="quotation-editor"
      onChange={(event) =>
        setEstimate(estimateTotals(readEditorForm(new FormData(event.currentTarget))))
      }
    >
      {/* Enter in a box searches the typed items; only the button at the end issues */}
      <button
        type="submit"
        name="intent"
        value="find"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      <Fieldset legend={t('quotations.editor.lines')}>
        <p className="text-sm text-stone-600 sm:col-span-2">
          {t('quotations.editor.linesHint')} {t('quotations.editor.unitPriceHint')}
        </p>
        {errors.lines && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {tm(errors.lines)}
          </p>
        )}
        {rows.map((row, index) => (
          <LineRow
            key={row}
            row={row}
            number={index + 1}
            values={values}
            errors={errors}
            onRemove={
              hydrated && rows.length > 1 ? () => setRows(rows.filter((r) => r !== row)) : null
            }
          />
        ))}
        {hydrated && (
          <button
            type="button"
            onClick={() => setRows([...rows, Math.max(-1, ...rows) + 1])}
            className="justify-self-start rounded border border-stone-400 bg-white px-3 py-1.5 text-sm hover:bg-stone-100"
          >
            {t('quotations.editor.addLine')}
          </button>
        )}
      </Fieldset>

      <Fieldset legend={t('quotations.editor.money')}>
        <Field {...field('discount')} label={t('quotations.editor.discount')} inputMode="decimal" />
        <SelectField
          name="first_kind"
          label={t('quotations.editor.firstKind')}
          defaultValue={values.first_kind ?? 'percent'}
        >
          <option value="percent">{t('quotations.editor.firstPercent')}</option>
          <option value="amount">{t('quotations.editor.firstAmount')}</option>
        </SelectField>
        <Field
          {...field('first_value')}
          label={t('quotations.editor.firstValue')}
          inputMode="decimal"
        />
        <Field
          {...field('valid_until')}
          type="datetime-local"
          label={t('quotations.editor.validUntil')}
          hint={t('quotations.editor.validUntilHint')}
        />
        <p
          className="rounded bg-stone-100 p-3 text-sm sm:col-span-2"
          aria-live="polite"
          data-testid="quotation-estimate"
        >
          {estimate
            ? t('quotations.editor.estimate', {
                subtotal: money(estimate.subtotal),
                total: money(estimate.total),
                first: money(estimate.first),
                second: money(estimate.second),
              })
            : '—'}
        </p>
      </Fieldset>

      <Fieldset legend={t('quotations.editor.texts')}>
        {TEXT_LANGUAGES.map((l) => (
          <TextArea
            key={l}
            {...field(`terms_${l}`)}
            label={t('quotations.editor.termsIn', { language: language3(l) })}
          />
        ))}
        <TextArea {...field('note')} label={t('quotations.editor.note')} />
      </Fieldset>

      <SubmitButton
        pending={pending}
        pendingText={t('quotations.editor.sending')}
        name="intent"
        value="issue"
      >
        {revising
          ? t('quotations.editor.submitRevise', { version: nextVersion })
          : t('quotations.editor.submitIssue')}
      </SubmitButton>
    </Form>
  )
}
