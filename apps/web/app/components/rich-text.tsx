/**
 * Rich text from the content API. The API sanitises it against an allow-list when it is written
 * and again when it is served (apps/api/src/modules/content/sanitize.ts), so it is set as HTML.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`rich-text ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write and read
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
