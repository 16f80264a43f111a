import { staffCall } from './staffCall'
import type { Me } from './types'

export const getMe = () => staffCall<Me>('/me')
