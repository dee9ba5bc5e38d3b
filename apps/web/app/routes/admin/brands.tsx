import { adminBrands } from '@shop/contract'
import { NamedList } from '#web/components/admin/taxonomy/named-list.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { taxonomyAction, taxonomyList } from '#web/lib/admin-taxonomy.server.ts'
import type { Route } from './+types/brands'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'taxonomy.brands.title')

const PER_PAGE = 50

/** Brands of the catalogue (issue 27): search, add, rename, delete what no product uses. */
export async function loader(args: Route.LoaderArgs) {
  return taxonomyList('brands', args, adminBrands, PER_PAGE)
}

export async function action(args: Route.ActionArgs) {
  return taxonomyAction('brands', args)
}

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedList area="brands" data={loaderData} actionData={actionData} perPage={PER_PAGE} />
}
