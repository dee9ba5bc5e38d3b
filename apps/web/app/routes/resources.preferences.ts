import { isLocale, localizePath } from '@shop/contract/client'
import { redirect } from 'react-router'
import {
  DIR_COOKIE,
  localeCookie,
  preferenceCookie,
  safeRedirectPath,
  THEME_COOKIE,
} from '../lib/preferences.server.ts'
import type { Route } from './+types/resources.preferences'

/**
 * Stores the visitor's language, theme or direction and returns to the page they were on, in the
 * chosen language (spec §2 switcher keeps the current page and sets the cookie).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  let target = safeRedirectPath(form.get('redirectTo'))
  const headers = new Headers()
  const lng = form.get('lng')
  if (isLocale(lng)) {
    headers.append('Set-Cookie', localeCookie(lng))
    target = localizePath(target, lng)
  }
  const theme = form.get('theme')
  if (theme === 'dark' || theme === 'light')
    headers.append('Set-Cookie', preferenceCookie(THEME_COOKIE, theme))
  const dir = form.get('dir')
  if (dir === 'rtl' || dir === 'ltr')
    headers.append('Set-Cookie', preferenceCookie(DIR_COOKIE, dir))
  return redirect(target, { headers })
}

export function loader() {
  return redirect('/')
}
