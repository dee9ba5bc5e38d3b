import { redirect } from 'react-router'

/**
 * `/admin`: straight on to the dashboard. No member is read here: the browser sends the staff
 * cookie (path `/admin`) with `/admin/...` requests only, not with this page's `/admin.data`.
 */
export function loader() {
  return redirect('/admin/dashboard')
}
