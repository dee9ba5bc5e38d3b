import { requireStaffUser } from '#web/lib/admin.server.ts'
import { uploadModel } from '#web/lib/admin-projects.server.ts'
import type { Route } from './+types/project-model'

/**
 * `POST /admin/projects/{id}/model`: the 3D design upload of the project page when script runs
 * (it reports the upload's progress), answered as JSON. Without script the form posts to the
 * project page itself, whose action runs the same upload.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  const { result, status } = await uploadModel(context, me, params.id, await request.formData())
  return Response.json(result, { status })
}
