import { Link } from 'react-router'

/** A row of filter tabs as plain links (the list is filtered on the server); one is current. */
export function TabLinks({
  label,
  tabs,
  testId,
}: {
  label: string
  tabs: { key: string; to: string; text: string; current: boolean }[]
  testId?: string
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2" data-testid={testId}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.current ? 'page' : undefined}
          className="whitespace-nowrap rounded border border-stone-400 px-3 py-1.5 text-sm hover:bg-stone-100 aria-[current=page]:border-stone-900 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
        >
          {tab.text}
        </Link>
      ))}
    </nav>
  )
}
