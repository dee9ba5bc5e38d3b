import AxeBuilder from '@axe-core/playwright'
import { type Page, test } from '@playwright/test'
import type { Result } from 'axe-core'

/**
 * Each audit gets its own time: axe walks the whole page (colour contrast on every text node), which
 * takes several seconds on a busy two-core machine; a journey auditing four pages would otherwise
 * spend its whole budget in axe and fail on time, not on a finding.
 */
const AUDIT_BUDGET_MS = 20_000

/** Serious or critical WCAG 2.1 A/AA violations axe finds on the page as it stands. */
export async function seriousViolationResults(page: Page): Promise<Result[]> {
  const info = test.info()
  info.setTimeout(info.timeout + AUDIT_BUDGET_MS)
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // only violations are read: passes and the rest are reported as one node each, which spares
    // the browser collecting and sending every checked node of a long page
    .options({ resultTypes: ['violations'] })
    .analyze()
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** The same, as one line per rule: `rule: target, target` (prefixed with `label: ` when given). */
export async function seriousViolations(page: Page, label?: string): Promise<string[]> {
  return (await seriousViolationResults(page)).map(
    (v) =>
      `${label ? `${label}: ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
