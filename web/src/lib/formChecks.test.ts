import { describe, expect, it } from 'vitest'
import { checkFilled } from './formChecks'

const fields = ['name', 'email', 'message'] as const

describe('checkFilled', () => {
  it('refuses each blank field and an email that cannot be one, in the site’s words', () => {
    expect(checkFilled({ name: '  ', email: 'awa@example', message: '' }, fields, 'email')).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { name: 'This field is required.', email: 'Enter a valid email address.', message: 'This field is required.' },
    })
  })

  it('lets a filled form go to the server', () => {
    expect(checkFilled({ name: 'Awa', email: ' awa@example.org ', message: 'Hello' }, fields, 'email')).toBeNull()
  })
})
