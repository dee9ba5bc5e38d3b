import type { FastifyRequest } from 'fastify'
import { DomainError } from '#api/lib/errors.ts'
import { fileTooLarge } from './content.ts'

const onePerRequest = () =>
  new DomainError(400, 'FILE_REQUIRED', 'Send exactly one file, in the form field "file"')

/** The one file of a multipart request (spec §7: field `file`, one file per request). */
export async function oneFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw onePerRequest()
  let found: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (part.fieldname !== 'file' || found) throw onePerRequest()
      found = await part.toBuffer()
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge()
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw onePerRequest()
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (error instanceof DomainError || status < 500) throw error
    // only the request's own bytes are read here: a broken form (wrong boundary, cut short) is
    // the sender's mistake, whatever the parser calls it
    throw new DomainError(400, 'MALFORMED_MULTIPART', 'The form data could not be read')
  }
  if (!found?.length) throw onePerRequest()
  return found
}
