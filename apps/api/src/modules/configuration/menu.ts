import type { MenuItem } from '@shop/contract'
import type { MenuCategory } from './repository.ts'

const PRODUCT_LIST = /^\/shop\/[^/?#]+\/product$/

/** The category a menu link opens (`/shop/<store>/product?category=<slug>`), else none. */
export function linkedCategory(path: string): string | undefined {
  const [pathname = '', query = ''] = path.split('?', 2)
  if (!PRODUCT_LIST.test(pathname)) return undefined
  return new URLSearchParams(query.split('#', 1)[0]).get('category') ?? undefined
}

/**
 * The configured menu as the categories are now (issue 27, ADR 044): an item linked to a category
 * takes its current title, is left out when the category is hidden or deleted, and lists that
 * category's visible sub-categories in their order as its children (keeping what the configuration
 * says of each, and any child not linked to a category, after them).
 */
export function resolveMenu(items: MenuItem[], visible: MenuCategory[]): MenuItem[] {
  const bySlug = new Map(visible.map((c) => [c.slug, c]))
  const childrenOf = new Map<string, MenuCategory[]>()
  for (const category of visible) {
    if (!category.parentId) continue
    const siblings = childrenOf.get(category.parentId) ?? []
    siblings.push(category)
    childrenOf.set(category.parentId, siblings)
  }

  function resolve(list: MenuItem[]): MenuItem[] {
    return list.flatMap((item) => resolveItem(item) ?? [])
  }

  function resolveItem(item: MenuItem): MenuItem | undefined {
    const slug = linkedCategory(item.path)
    if (slug === undefined) return { ...item, children: resolve(item.children) }
    const category = bySlug.get(slug)
    if (!category) return undefined
    const configured = new Map(
      item.children.flatMap((child) => {
        const childSlug = linkedCategory(child.path)
        return childSlug === undefined ? [] : [[childSlug, child] as const]
      }),
    )
    const list = item.path.split('?', 1)[0]
    const subCategories = (childrenOf.get(category.id) ?? []).flatMap(
      (sub) =>
        resolveItem(
          configured.get(sub.slug) ?? {
            title: sub.title,
            path: `${list}?category=${encodeURIComponent(sub.slug)}`,
            megamenu: false,
            children: [],
          },
        ) ?? [],
    )
    const others = resolve(
      item.children.filter((child) => linkedCategory(child.path) === undefined),
    )
    return { ...item, title: category.title, children: [...subCategories, ...others] }
  }

  return resolve(items)
}
