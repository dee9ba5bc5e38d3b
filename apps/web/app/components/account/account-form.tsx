import type { ReactNode } from 'react'
import { FormStatus } from '../form-field.tsx'
import type { useAccountForm } from './use-account-form.ts'

/**
 * One account edit form: the status line (shown without JavaScript too) and the background post
 * that applies the edit at once; `formKey` remounts it on server values after a refusal.
 */
export function AccountForm({
  form,
  testId,
  children,
}: {
  form: ReturnType<typeof useAccountForm>
  testId: string
  children: ReactNode
}) {
  return (
    <>
      <FormStatus result={form.result} />
      <form.fetcher.Form
        key={form.formKey}
        method="post"
        onSubmit={form.onSubmit}
        noValidate
        className="max-w-md space-y-4"
        data-testid={testId}
      >
        {children}
      </form.fetcher.Form>
    </>
  )
}
