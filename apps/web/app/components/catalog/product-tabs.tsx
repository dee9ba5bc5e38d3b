import type { ReactNode } from 'react'

type Tab = { id: string; label: string; content: ReactNode }

/**
 * Description / specification / reviews (spec §2 tabs). Radio buttons and CSS: no script needed,
 * arrow keys move between tabs, nothing shifts when the page hydrates.
 */
export function ProductTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <div className="group/tabs">
      <div
        role="radiogroup"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-stone-200 dark:border-stone-700"
      >
        {tabs.map((tab, index) => (
          <label
            key={tab.id}
            className="cursor-pointer border-b-2 border-transparent px-4 py-2 font-medium has-checked:border-brand-700 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:has-checked:text-brand-100"
          >
            <input
              type="radio"
              name="product-tab"
              id={`tab-${tab.id}`}
              value={tab.id}
              defaultChecked={index === 0}
              className="sr-only"
              aria-controls={`panel-${tab.id}`}
            />
            {tab.label}
          </label>
        ))}
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          id={`panel-${tab.id}`}
          aria-label={tab.label}
          data-tab={tab.id}
          className={`hidden py-6 ${panelVisible[tab.id] ?? ''}`}
        >
          {tab.content}
        </section>
      ))}
    </div>
  )
}

// whole class names, so Tailwind sees them
const panelVisible: Record<string, string> = {
  description: 'group-has-[#tab-description:checked]/tabs:block',
  specification: 'group-has-[#tab-specification:checked]/tabs:block',
  reviews: 'group-has-[#tab-reviews:checked]/tabs:block',
}
