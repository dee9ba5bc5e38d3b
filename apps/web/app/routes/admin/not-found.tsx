import { data } from 'react-router'

/** Unknown back-office addresses: the 404 page inside the menu, in the member's language. */
export function loader() {
  throw data('Not found', { status: 404 })
}

export default function AdminNotFound() {
  return null
}
