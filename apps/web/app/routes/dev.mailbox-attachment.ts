import { data } from 'react-router'
import { loadOutbox } from '../lib/dev-mailbox.server.ts'
import type { Route } from './+types/dev.mailbox-attachment'

/**
 * `dev/mailbox/{message}/{file}`: a file sent with a message of the development mailbox, as a
 * download (a consultation's `consultation.ics`). Development only, like the mailbox.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // the recipient narrows the outbox to their messages (it keeps the latest 50 of each list)
  const recipient = new URL(request.url).searchParams.get('recipient')?.trim() ?? ''
  const messages = await loadOutbox(context, recipient)
  const file = messages.find((m) => m._id === params.message)?.attachments[Number(params.file)]
  if (!file) throw data(null, { status: 404 })
  return new Response(file.content, {
    headers: {
      'content-type': file.content_type,
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    },
  })
}
