import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { ModelViewerElement } from './model-viewer-element.ts'

export type ModelViewerLabels = {
  rotateHint: string
  walkThrough: string
  resetView: string
  loading: string
  noWebgl: string
  failed: string
  /** Button names of the viewpoints, by viewpoint id. */
  viewpoints: Record<string, string>
}

/** A camera position: orbit (theta phi radius) around a target point, in the model's metres. */
export type ModelViewpoint = { id: string; orbit: string; target: string; fov: string }

/** The viewpoints of the seed living room (hk-living-room.glb); the first is the reset view. */
export const LIVING_ROOM_VIEWPOINTS: ModelViewpoint[] = [
  { id: 'overview', orbit: '30deg 58deg 7.2m', target: '0m 0.8m -0.2m', fov: '36deg' },
  { id: 'sofa', orbit: '88deg 72deg 2.6m', target: '-1.2m 0.6m -0.05m', fov: '55deg' },
  { id: 'bayWindow', orbit: '0deg 84deg 3.1m', target: '0m 1.1m -2.3m', fov: '50deg' },
  { id: 'dining', orbit: '235deg 70deg 2.3m', target: '0.85m 0.7m 1.45m', fov: '50deg' },
]

type Props = {
  src: string
  poster: string
  alt: string
  labels: ModelViewerLabels
  /** The first is where the camera starts and where "Reset view" returns. */
  viewpoints?: ModelViewpoint[]
  posterWidth?: number
  posterHeight?: number
}

type Stage = 'poster' | 'no-webgl' | 'viewer' | 'failed'

/**
 * A designer's 3D model that the customer can turn, zoom and walk through. The server and the
 * first paint show the poster picture; after hydration, and only where WebGL works, the
 * model-viewer library (its own chunk) is loaded and put over the picture.
 */
export function ModelViewer({
  src,
  poster,
  alt,
  labels,
  viewpoints = LIVING_ROOM_VIEWPOINTS,
  posterWidth = 1200,
  posterHeight = 800,
}: Props) {
  const [stage, setStage] = useState<Stage>('poster')
  const [progress, setProgress] = useState(0)
  const [loaded, setLoaded] = useState(false)
  const [current, setCurrent] = useState(viewpoints[0]?.id ?? '')
  const [reducedMotion, setReducedMotion] = useState(true)
  // a camera attribute set to the value it already has moves nothing, so alternate a space
  const [moves, setMoves] = useState(0)
  const viewer = useRef<ModelViewerElement>(null)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    if (!hasWebgl()) {
      setStage('no-webgl')
      return () => query.removeEventListener('change', onChange)
    }
    let live = true
    import('@google/model-viewer').then(
      () => live && setStage('viewer'),
      () => live && setStage('failed'),
    )
    return () => {
      live = false
      query.removeEventListener('change', onChange)
    }
  }, [])

  useEffect(() => {
    const element = viewer.current
    if (stage !== 'viewer' || !element) return
    const onProgress = (event: Event) => {
      setProgress((event as CustomEvent<{ totalProgress: number }>).detail.totalProgress)
    }
    const onLoad = () => setLoaded(true)
    const onError = () => setStage('failed')
    element.addEventListener('progress', onProgress)
    element.addEventListener('load', onLoad)
    element.addEventListener('error', onError)
    return () => {
      element.removeEventListener('progress', onProgress)
      element.removeEventListener('load', onLoad)
      element.removeEventListener('error', onError)
    }
  }, [stage])

  const view = viewpoints.find((v) => v.id === current) ?? viewpoints[0]
  const space = moves % 2 ? ' ' : ''
  const goTo = (id: string) => {
    setCurrent(id)
    setMoves((n) => n + 1)
  }
  useEffect(() => {
    // without motion the camera jumps instead of gliding (the attributes are set by then)
    if (moves > 0 && reducedMotion) viewer.current?.jumpCameraToGoal()
  }, [moves, reducedMotion])

  const loading = stage === 'viewer' && !loaded
  const buttonClass =
    'rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-stone-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-stone-600 dark:bg-stone-900'

  return (
    <figure className="w-full">
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-lg bg-[#e7e2d9]">
        <img
          src={poster}
          alt={alt}
          width={posterWidth}
          height={posterHeight}
          className="absolute inset-0 h-full w-full object-cover"
        />
        {stage === 'viewer' ? (
          <model-viewer
            ref={viewer}
            src={src}
            poster={poster}
            alt={alt}
            camera-controls
            touch-action="pan-y"
            interaction-prompt={reducedMotion || moves > 0 ? 'none' : 'auto'}
            auto-rotate={!reducedMotion && moves === 0}
            camera-orbit={view ? view.orbit + space : undefined}
            camera-target={view ? view.target + space : undefined}
            field-of-view={view ? view.fov + space : undefined}
            min-camera-orbit="auto auto 0.5m"
            max-camera-orbit="auto auto 14m"
            max-field-of-view="60deg"
            shadow-intensity="0.7"
            exposure="1.05"
            className="absolute inset-0 h-full w-full"
          >
            <div slot="progress-bar" />
          </model-viewer>
        ) : null}
        {loading ? (
          <div className="absolute inset-x-0 bottom-0 h-1 bg-black/10">
            <div
              role="progressbar"
              aria-label={labels.loading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-full bg-brand-600 transition-[width] motion-reduce:transition-none"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        ) : null}
      </div>
      <figcaption className="mt-3 space-y-3 text-sm text-stone-600 dark:text-stone-300">
        {stage === 'viewer' ? (
          <>
            <p>{labels.rotateHint}</p>
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="mb-2 font-medium text-stone-800 dark:text-stone-100">
                {labels.walkThrough}
              </legend>
              {viewpoints.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  aria-pressed={current === v.id}
                  onClick={() => goTo(v.id)}
                  className={buttonClass}
                >
                  {labels.viewpoints[v.id] ?? v.id}
                </button>
              ))}
              <button
                type="button"
                onClick={() => goTo(viewpoints[0]?.id ?? '')}
                className={buttonClass}
              >
                {labels.resetView}
              </button>
            </fieldset>
          </>
        ) : stage === 'no-webgl' || stage === 'failed' ? (
          <p role="status">{stage === 'failed' ? labels.failed : labels.noWebgl}</p>
        ) : null}
      </figcaption>
    </figure>
  )
}

/** The texts of the viewer in the page's language (`projects.model` in the catalogues). */
export function useModelViewerLabels(): ModelViewerLabels {
  const { t } = useTranslation()
  return {
    rotateHint: t('projects.model.rotateHint'),
    walkThrough: t('projects.model.walkThrough'),
    resetView: t('projects.model.resetView'),
    loading: t('projects.model.loading'),
    noWebgl: t('projects.model.noWebgl'),
    failed: t('projects.model.failed'),
    viewpoints: {
      overview: t('projects.model.overview'),
      sofa: t('projects.model.sofa'),
      bayWindow: t('projects.model.bayWindow'),
      dining: t('projects.model.dining'),
    },
  }
}

function hasWebgl(): boolean {
  try {
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    context?.getExtension('WEBGL_lose_context')?.loseContext()
    return context !== null
  } catch {
    return false
  }
}
