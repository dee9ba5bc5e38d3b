import type { ProjectDetails } from '@shop/contract'
import { fileSrc } from '#web/lib/file-src.ts'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { ModelViewer, useModelViewerLabels } from './model-viewer.tsx'

/**
 * The project's 3D design (spec §3 "3D design model"). The files are private, so every address
 * goes through the storefront's file route with the shopper's session.
 */
export function ProjectModel({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation()
  const { model } = project
  const labels = useModelViewerLabels()
  const alt = t('projects.model.alt', { reference: project.reference })
  return (
    <section
      aria-labelledby="model-heading"
      className="space-y-2 rounded-lg border border-stone-200 p-4 dark:border-stone-700"
      data-testid="project-model"
    >
      <h2 id="model-heading" className="text-lg font-semibold">
        {t('projects.model.title')}
      </h2>
      {!model ? (
        <p className="text-stone-600 dark:text-stone-300" data-testid="model-pending">
          {t('projects.model.pending')}
        </p>
      ) : (
        <>
          {model.poster_url ? (
            <ModelViewer
              src={fileSrc(model.url)}
              poster={fileSrc(model.poster_url)}
              alt={alt}
              labels={labels}
            />
          ) : (
            <p className="text-stone-600 dark:text-stone-300">{t('projects.model.noPoster')}</p>
          )}
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {t('projects.model.updated', { date: formatDate(model.uploaded_at) })}
          </p>
        </>
      )}
    </section>
  )
}
