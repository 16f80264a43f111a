import { afterEach, describe, expect, it } from 'vitest'
import { pb } from '../../lib/pocketbase'
import { donorRecord, donorToken } from './testing'
import { donorSession, unexpired } from './session'

const token = (exp: number) => `x.${btoa(JSON.stringify({ exp }))}.y`
const keep = (value: unknown) => localStorage.setItem('pocketbase_auth', JSON.stringify(value))

describe('the donor’s session, read before the SDK loads', () => {
  afterEach(() => {
    localStorage.clear()
    pb.authStore.clear()
  })

  it('reads a token’s expiry as the SDK does', () => {
    const now = Date.UTC(2026, 11, 2)
    expect(unexpired(token(now / 1000 + 60), now)).toBe(true)
    expect(unexpired(token(now / 1000 - 1), now)).toBe(false)
    expect(unexpired('not a token', now)).toBe(false)
  })

  it('is the donor the SDK kept, unexpired; nobody else', () => {
    expect(donorSession()).toEqual({ token: '', email: '' })
    keep({ token: donorToken, record: donorRecord })
    expect(donorSession()).toEqual({ token: donorToken, email: donorRecord.email })
    expect(donorSession()).toBe(donorSession())
    keep({ token: token(1), record: donorRecord })
    expect(donorSession().token).toBe('')
    keep({ token: donorToken, record: { ...donorRecord, collectionName: 'staff_users' } })
    expect(donorSession().token).toBe('')
    localStorage.setItem('pocketbase_auth', '{broken')
    expect(donorSession().token).toBe('')
  })
})
