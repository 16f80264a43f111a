import { describe, expect, it } from 'vitest'
import { donorPayload, fieldHint, invalidFields, telephone } from './details'
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
  it("checks the email with the server's rule", () => {
    for (const email of ['ada', 'ada@', '@example.org', 'a da@example.org', 'ada@example', 'é@exemple.fr']) {
      expect(invalidFields({ ...valid, email }).has('email')).toBe(true)
    }
    expect(invalidFields({ ...valid, email: ' ada@example.org ' }).has('email')).toBe(false)
  })
  it("says the server's words for a postal code of another shape than its country's", () => {
    const d = { ...valid, codePostal: 'ABCDE' }
    expect(invalidFields(d).has('codePostal')).toBe(true)
    expect(fieldHint('codePostal', d)).toBe('A French postal code is 5 digits, e.g. 75015.')
    expect(invalidFields({ ...d, pays: 'Sénégal' }).has('codePostal')).toBe(false)
    expect(fieldHint('codePostal', { ...valid, codePostal: '' })).toBe('Enter your postal code.')
  })
  it('refuses in what a receipt prints the characters its font cannot draw', () => {
    const d = { ...valid, nom: 'Zoë 😀 𝔐artin' }
    expect([...invalidFields(d)]).toEqual(['nom'])
    expect(fieldHint('nom', d)).toBe('Use letters, digits and common punctuation only: this is printed on the tax receipt.')
    expect(invalidFields({ ...valid, nom: 'Żółć-Müller' }).size).toBe(0)
    expect(invalidFields({ ...valid, raisonSociale: '😀' }).size).toBe(0) // a person's form sends no company name
  })
  it('wants a phone of at least 10 characters with its country code', () => {
    expect(telephone(valid)).toBe('+33612345678')
    expect(telephone({ phoneDial: '39', phoneNational: '06 1234 5678' })).toBe('+390612345678')
    expect(telephone({ phoneDial: '33', phoneNational: '' })).toBe('')
    expect(invalidFields({ ...valid, phoneNational: '612345' }).has('telephone')).toBe(true) // +33612345: 9
    expect(invalidFields({ ...valid, phoneNational: '6123456' }).has('telephone')).toBe(false) // +336123456: 10
  })
})

describe('a company gives (article 238 bis)', () => {
  const company: Details = { ...valid, kind: 'company', raisonSociale: 'Atelier Martin', siren: '552 100 554', formeJuridique: 'SARL' }
  it("asks for the company's name, SIREN and legal form", () => {
    expect([...invalidFields(company)]).toEqual([])
    expect([...invalidFields({ ...company, raisonSociale: ' ', siren: '552100555', formeJuridique: '' })].sort()).toEqual([
      'formeJuridique',
      'raisonSociale',
      'siren',
    ])
  })
  it("sends a company's fields with its digits only, and none for a person", () => {
    expect(donorPayload(company)).toMatchObject({ kind: 'company', raisonSociale: 'Atelier Martin', siren: '552100554', formeJuridique: 'SARL' })
    expect(donorPayload({ ...company, kind: 'person' })).toMatchObject({ kind: 'person', raisonSociale: '', siren: '', formeJuridique: '' })
  })
})
