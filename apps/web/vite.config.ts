import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const rootModule = fileURLToPath(new URL('./app/root.tsx', import.meta.url))
const framework =
  /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/
// the interface texts: a file per language, loaded on use (app/lib/catalogues.ts), never the shell
const catalogue = /contract[\\/]src[\\/]i18n[\\/](en|zh|cn)\.ts$/

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }
let shellModules: Set<string> | undefined
/** Everything the root route imports statically: loaded on every page, so one file. */
function shell(id: string, graph: ModuleGraph) {
  if (!shellModules) {
    shellModules = new Set()
    const stack = [...(graph.getModuleInfo(rootModule)?.importedIds ?? [])]
    for (let next = stack.pop(); next; next = stack.pop()) {
      if (shellModules.has(next) || framework.test(next) || catalogue.test(next)) continue
      shellModules.add(next)
      stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []))
    }
  }
  return shellModules.has(id) ? 'shell' : null
}

/**
 * Client chunks: React, React DOM and React Router in one file, the root route's imports in another,
 * then one file per route: ten requests for a product page instead of twenty (docs/performance.md).
 */
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: shell, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
