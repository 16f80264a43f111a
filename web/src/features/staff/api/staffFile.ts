import type { ApiQuery } from '../../../lib/apiFetch'
import { apiFile } from '../../../lib/apiFile'
import { withSession } from '../../../lib/session'

/** A file from a staff route, fetched as a Blob with the staff member's token (POSTed with `body` when given). */
export function staffFile(path: string, query?: ApiQuery, body?: unknown): Promise<Blob> {
  return withSession((token) => apiFile(`/api/staff${path}`, { query, token, body }))
}
