import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** The parts of <model-viewer> (@google/model-viewer 4) this storefront drives from script. */
export type ModelViewerElement = HTMLElement & {
  jumpCameraToGoal(): void
  loaded: boolean
}

/** Its attributes, as React 19 sets them on a custom element (strings; `true` for a bare one). */
type ModelViewerAttributes = DetailedHTMLProps<
  HTMLAttributes<ModelViewerElement>,
  ModelViewerElement
> & {
  src: string
  poster?: string
  alt?: string
  loading?: 'auto' | 'lazy' | 'eager'
  reveal?: 'auto' | 'manual'
  'camera-controls'?: boolean
  'touch-action'?: 'pan-y' | 'pan-x' | 'none'
  'interaction-prompt'?: 'auto' | 'none'
  'auto-rotate'?: boolean
  'camera-orbit'?: string
  'camera-target'?: string
  'field-of-view'?: string
  'min-camera-orbit'?: string
  'max-camera-orbit'?: string
  'max-field-of-view'?: string
  'interpolation-decay'?: string
  'shadow-intensity'?: string
  exposure?: string
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': ModelViewerAttributes
    }
  }
}
