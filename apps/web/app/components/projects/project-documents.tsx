import type { ProjectDetails } from '@shop/contract'
import { Link } from 'react-router'
import { fileSrc } from '#web/lib/file-src.ts'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { fileSize } from '#web/lib/project-forms.ts'

/**
 * The project's papers: the accepted quotation (its own printable view of this page), the 3D
 * model file, and the receipts sent; files through the storefront's file route.
 */
export function ProjectDocuments({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation()
  const receipts = project.payment_records.filter((r) => r.receipt)
  return (
    <section aria-labelledby="documents-heading" className="space-y-2 print:hidden">
      <h2 id="documents-heading" className="text-lg font-semibold">
        {t('projects.documents.title')}
      </h2>
      <ul className="list-inside list-disc space-y-1" data-testid="project-documents">
        <li>
          <Link to="?view=quotation" className="underline" data-testid="quotation-link">
            {t('projects.documents.quotation', { version: project.accepted_version })}
          </Link>
        </li>
        {project.model && (
          <li>
            <a href={fileSrc(project.model.url)} download className="underline">
              {t('projects.documents.model', { size: fileSize(project.model.size) })}
            </a>
          </li>
        )}
        {receipts.map((record) =>
          record.receipt ? (
            <li key={record._id}>
              <a
                href={fileSrc(record.receipt.url)}
                target="_blank"
                rel="noopener"
                className="underline"
              >
                {t('projects.documents.receipt', { date: formatDate(record.created_at) })}
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  )
}
