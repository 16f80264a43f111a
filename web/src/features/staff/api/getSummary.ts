import { staffCall } from './staffCall'
import type { Summary } from '../../../lib/contract.gen'

export const getSummary = () => staffCall<Summary>('/summary')
