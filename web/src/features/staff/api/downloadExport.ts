import { ApiError, withQuery } from '../../../lib/apiFetch'
import type { ExportFormat, ExportName } from '../../../lib/contract.gen'
import { pb } from '../../../lib/pocketbase'

/** The exports the exports screen offers: all the server's but the receipts', which the receipts screen downloads. */
export type ExportKind = Exclude<ExportName, 'receipts'>

/** An export's cells: 'fr' for a French spreadsheet, French throughout (';', 1 234,50, 31/01/2026), 'intl' for others. */
export type { ExportFormat }

/**
 * Downloads a CSV export as a file. The token must travel in a header, which a
 * plain link cannot send: the file is fetched, then handed to the browser.
 */
export async function downloadExport(
  kind: ExportKind,
  range: { from?: string; to?: string; format?: ExportFormat; campaign?: string },
): Promise<void> {
  const response = await fetch(withQuery(`/api/staff/exports/${kind}.csv`, range), { headers: { Authorization: pb.authStore.token } })
  if (!response.ok) {
    const body = await response.json().catch(() => ({}))
    throw new ApiError(response.status, body && typeof body === 'object' ? body : {})
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `${kind}${range.campaign ? `-${range.campaign}` : ''}${range.from ? `-${range.from}` : ''}${range.to ? `-${range.to}` : ''}.csv`
  link.click()
  URL.revokeObjectURL(url)
}
