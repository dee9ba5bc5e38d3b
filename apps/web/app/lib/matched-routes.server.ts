import type { EntryContext } from 'react-router'

type Manifest = EntryContext['manifest']

/** Each branch's route list, made once per manifest (one per build) and branch. */
const branches = new WeakMap<Manifest, Map<string, Manifest>>()

/**
 * The page's context with only the routes it matched in its route list (issue 31, ADR 080).
 *
 * React Router's `ServerRouter` turns the whole route list into route objects on every page it
 * draws: 209 routes (every page in three languages, and the back office), about 6 % of a personal
 * page's server time, to draw one branch of them. On the server the other routes are never used:
 * the page's modules, links and scripts come from its matches. The browser still gets the whole
 * list, from its own file (ADR 078) and the data React Router wrote before this entry ran.
 */
export function withMatchedRoutes(context: EntryContext): EntryContext {
  const { manifest } = context
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id)
  const known = branches.get(manifest) ?? new Map<string, Manifest>()
  branches.set(manifest, known)
  const key = ids.join(' ')
  let branch = known.get(key)
  if (!branch) {
    const routes = Object.fromEntries(
      ids.flatMap((id) => {
        const route = manifest.routes[id]
        return route ? [[id, route]] : []
      }),
    )
    branch = { ...manifest, routes }
    known.set(key, branch)
  }
  return { ...context, manifest: branch }
}
