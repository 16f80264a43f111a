import { describe, expect, it } from 'vitest'
import { checkFilled } from './formChecks'

const fields = ['name', 'email', 'phone', 'message'] as const
const typed = { email: 'email', phone: 'phone' } as const

describe('checkFilled', () => {
  it('refuses each blank field and an email that cannot be one, in the site’s words', () => {
    expect(checkFilled({ name: '  ', email: 'awa@example', phone: '', message: '' }, fields, typed)).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { name: 'This field is required.', email: 'Enter a valid email address.', phone: 'This field is required.', message: 'This field is required.' },
    })
  })

  // Contact kept "06 98" while the donation form refused it: one rule, the server's (internal/forms).
  it('refuses a phone number too short to call back, as the donation form does', () => {
    expect(checkFilled({ name: 'Awa', email: 'awa@example.org', phone: '06 98', message: 'Hello' }, fields, typed)?.fields).toEqual({
      phone: 'Enter the whole phone number: at least 10 characters besides spaces and ( ) - .',
    })
  })

  it('lets a filled form go to the server', () => {
    expect(checkFilled({ name: 'Awa', email: ' awa@example.org ', phone: ' 06 12  34 56 78 ', message: 'Hello' }, fields, typed)).toBeNull()
  })
})
