import type { ReactNode } from 'react'

/** A centred card for the pages before sign-in (login, invitation, two-factor). */
export function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
      <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        {children}
      </div>
    </main>
  )
}
