import { FILE_BASE_PATH } from '@shop/contract/client'

/** The storefront's own address of an uploaded file (see routes/resources.files.ts). */
export const FILE_PROXY_PATH = '/resources/files'

/**
 * Uploaded files are shown through the storefront, never straight from the API: private ones
 * (payment proofs, refund photos) need the owner's token, which stays in the session cookie.
 */
export function fileSrc(url: string): string {
  return url.startsWith(`${FILE_BASE_PATH}/`)
    ? `${FILE_PROXY_PATH}/${url.slice(FILE_BASE_PATH.length + 1)}`
    : url
}

export const isPdf = (url: string) => url.toLowerCase().endsWith('.pdf')
