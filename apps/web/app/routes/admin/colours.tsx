import { adminColours } from '@shop/contract'
import { NamedList } from '#web/components/admin/taxonomy/named-list.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { taxonomyAction, taxonomyList } from '#web/lib/admin-taxonomy.server.ts'
import type { Route } from './+types/colours'

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, 'taxonomy.colours.title')

const PER_PAGE = 50

/** Colours of the catalogue (issue 27): search, add, rename, delete what no product uses. */
export async function loader(args: Route.LoaderArgs) {
  return taxonomyList('colours', args, adminColours, PER_PAGE)
}

export async function action(args: Route.ActionArgs) {
  return taxonomyAction('colours', args)
}

export default function Colours({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedList area="colours" data={loaderData} actionData={actionData} perPage={PER_PAGE} />
}
