import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { postalCodeProblem, printable, validSiren } from './addressRules'
import { phoneProblem, validEmail } from './formRules'

/** The cases internal/forms' Go tests run: the form and the server answer alike. */
const testdata = join(dirname(fileURLToPath(import.meta.url)), '../../../internal/forms/testdata')
const cases = <T>(name: string): T[] => JSON.parse(readFileSync(join(testdata, name), 'utf8')) as T[]

describe("the server's form rules", () => {
  it.each(cases<{ in: string; code: string }>('emails.json'))('email $in', ({ in: email, code }) => {
    expect(validEmail(email)).toBe(code === '')
  })
  it.each(cases<{ in: string; message: string }>('phones.json'))('phone $in', ({ in: phone, message }) => {
    expect(phoneProblem(phone)).toBe(message)
  })
  it.each(cases<{ code: string; country: string; message: string }>('postal_codes.json'))('postal code $code in $country', ({ code, country, message }) => {
    expect(postalCodeProblem(code, country)).toBe(message)
  })
  it.each(cases<{ in: string; code: string }>('sirens.json'))('SIREN $in', ({ in: siren, code }) => {
    expect(validSiren(siren)).toBe(code === '')
  })
  it.each(cases<{ in: string; printed: boolean }>('printed.json'))('printed $in', ({ in: text, printed }) => {
    expect(printable(text)).toBe(printed)
  })
})
