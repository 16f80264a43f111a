import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fieldText } from '../apiErrors'
import { frenchCode, frenchCodes } from './codeWords'

/** The codes a visitor may read: internal/i18n's Go test keeps "ours" equal to what the server writes. */
const listed = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../internal/i18n/testdata/codes.json'), 'utf8')) as {
  ours: string[]
  pocketbase: string[]
}

describe('the French of the server’s field errors', () => {
  it.each([...listed.ours, ...listed.pocketbase])('words %s', (code) => {
    expect(Object.hasOwn(frenchCodes, code)).toBe(true)
    expect(frenchCode(code, { max: 200, min: 2, size: 'M', left: 2, product: 'T-shirt' })).toMatch(/^[A-ZÀ-Ý0-9].*[.]$/)
  })

  it('keeps the params the server sends: a product, a size, a number', () => {
    const entry = (code: string, message: string, params?: Record<string, unknown>) => ({ code, message, params })
    expect(fieldText(entry('validation_out_of_stock', 'Sorry, size M is out of stock.', { size: 'M', left: 0 }), 'fr')).toBe('Désolé, la taille M est en rupture de stock.')
    expect(fieldText(entry('validation_out_of_stock', 'Sorry, this item is out of stock.', { size: '', left: 0 }), 'fr')).toBe('Désolé, cet article est en rupture de stock.')
    expect(fieldText(entry('validation_not_enough_stock', 'Sorry, only 2 left in size L: lower the quantity.', { size: 'L', left: 2 }), 'fr')).toBe(
      'Désolé, il n’en reste que 2 en taille L : réduisez la quantité.',
    )
    expect(fieldText(entry('validation_unknown_size', 'This size is not offered for Cap.', { product: 'Cap' }), 'fr')).toBe('Cette taille n’est pas proposée pour Cap.')
    expect(fieldText(entry('validation_length_too_long', 'At most 200 characters.', { max: 200 }), 'fr')).toBe('200 caractères au plus.')
  })

  it('shows the server’s English on an English page, and for a code no visitor reads', () => {
    const phone = { code: 'validation_invalid_phone', message: 'Enter a phone number: digits, spaces and + ( ) - . only.' }
    expect(fieldText(phone, 'en')).toBe(phone.message)
    expect(fieldText(phone, 'fr')).toBe('Saisissez un numéro de téléphone : chiffres, espaces et + ( ) - . uniquement.')
    expect(fieldText({ code: 'validation_staff_only', message: 'Something new.' }, 'fr')).toBe('Something new.')
    expect(fieldText({ code: 'validation_staff_only' }, 'fr')).toBe('Cette valeur n’est pas valide.')
  })
})
