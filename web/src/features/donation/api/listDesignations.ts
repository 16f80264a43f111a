import { apiFetch } from '../../../lib/apiFetch'
import type { Project } from '../../../lib/contract.gen'

/** The foundation's projects a gift may be designated to. */
export const listDesignations = () => apiFetch<{ data: Project[] }>('/api/donations/designations').then((r) => r.data)
