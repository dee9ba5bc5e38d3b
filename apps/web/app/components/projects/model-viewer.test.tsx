import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ModelViewer, type ModelViewerLabels } from './model-viewer.tsx'

const library = vi.hoisted(() => ({ imported: false }))
vi.mock('@google/model-viewer', () => {
  library.imported = true
  return {}
})

const labels: ModelViewerLabels = {
  rotateHint: 'Drag to turn the room',
  walkThrough: 'Walk through',
  resetView: 'Reset view',
  loading: 'Loading the 3D model',
  noWebgl: 'No 3D here',
  failed: 'Could not load',
  viewpoints: { overview: 'Overview', sofa: 'Sofa', bayWindow: 'Bay window', dining: 'Dining' },
}

describe('ModelViewer on the server', () => {
  const html = renderToString(
    <ModelViewer
      src="/files/room.glb"
      poster="/files/room-poster.webp"
      alt="The living room design, seen from the entrance"
      labels={labels}
    />,
  )

  it('renders the poster picture with its size and description', () => {
    expect(html).toMatch(/<img [^>]*src="\/files\/room-poster.webp"/)
    expect(html).toContain('alt="The living room design, seen from the entrance"')
    expect(html).toContain('width="1200"')
    expect(html).toContain('height="800"')
  })

  it('neither renders nor loads the 3D viewer, whose controls come after hydration', () => {
    expect(html).not.toContain('<model-viewer')
    expect(html).not.toContain('Reset view')
    expect(library.imported).toBe(false)
  })
})
