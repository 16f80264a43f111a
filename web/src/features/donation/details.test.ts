import { describe, expect, it } from 'vitest'
import { invalidFields, telephone } from './details'
import { emptyDetails, type Details } from './model'

const valid: Details = {
  ...emptyDetails,
  email: 'ada@example.org',
  prenom: 'Ada',
  nom: 'Lovelace',
  adresse: '1 rue du Stade',
  codePostal: '75015',
  ville: 'Paris',
  pays: 'France',
  phoneNational: '06 12 34 56 78',
}

describe('details rules (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect([...invalidFields(valid)]).toEqual([])
  })
  it('names each invalid field', () => {
    const bad = invalidFields({ ...valid, email: 'ada@example', prenom: '   ', codePostal: '', ville: ' ', phoneNational: '6123' })
    expect([...bad].sort()).toEqual(['codePostal', 'email', 'prenom', 'telephone', 'ville'])
  })
  it('checks the email against a simple pattern', () => {
    for (const email of ['ada', 'ada@', '@example.org', 'a da@example.org', 'ada@example']) {
      expect(invalidFields({ ...valid, email }).has('email')).toBe(true)
    }
    expect(invalidFields({ ...valid, email: ' ada@example.org ' }).has('email')).toBe(false)
  })
  it('wants a phone of at least 10 characters with its country code', () => {
    expect(telephone(valid)).toBe('+33612345678')
    expect(telephone({ phoneDial: '39', phoneNational: '06 1234 5678' })).toBe('+390612345678')
    expect(telephone({ phoneDial: '33', phoneNational: '' })).toBe('')
    expect(invalidFields({ ...valid, phoneNational: '612345' }).has('telephone')).toBe(true) // +33612345: 9
    expect(invalidFields({ ...valid, phoneNational: '6123456' }).has('telephone')).toBe(false) // +336123456: 10
  })
})
