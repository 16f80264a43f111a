import { staffCall } from './staffCall'
import type { Summary } from './types'

export const getSummary = () => staffCall<Summary>('/summary')
