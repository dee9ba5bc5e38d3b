import { splitLocalePath } from '@shop/contract/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadCatalogue } from './lib/catalogues.ts'

// React Router's default entry, after the page's interface texts (lib/catalogues.ts) are here:
// hydration renders with them, as the server did (should they fail to load, the page stays as
// the server drew it, which works without script)
loadCatalogue(splitLocalePath(location.pathname).locale).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
