import { staffCall } from './staffCall'
import type { Me } from '../../../lib/contract.gen'

export const getMe = () => staffCall<Me>('/me')
