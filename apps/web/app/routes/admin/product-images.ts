import { requireStaffUser } from '#web/lib/admin.server.ts'
import { uploadImages } from '#web/lib/admin-product-images.server.ts'
import type { Route } from './+types/product-images'

/**
 * `POST /admin/products/{id}/images`: one picture of the upload form when script runs (it sends
 * them one by one and reports each one's progress), answered as JSON. Without script the form
 * posts every chosen file to the product page, whose action runs the same upload.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  const { result, status } = await uploadImages(context, me, params.id, await request.formData())
  return Response.json(result, { status })
}
