import { existsSync } from 'node:fs'

/**
 * The browser the journeys drive: CHROMIUM_PATH when set, else Debian's headless shell (the same
 * Chromium build without the windowed browser around it: the journeys run about a fifth faster in
 * it, see ADR 075), else Debian's Chromium. Never a downloaded browser.
 */
export const headlessShell = '/usr/bin/chromium-headless-shell'
export const debianChromium = '/usr/bin/chromium'

export function journeyBrowser(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(headlessShell) ? headlessShell : debianChromium
}
