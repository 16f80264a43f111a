import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/apiFetch'
import { failureText, fieldFailure } from './failure'

const fallback = 'Your gift was not stopped.'

describe('what the donor reads about a failed call', () => {
  it('gives the server’s own sentence, else says what did not happen', () => {
    const unreachable = 'Stripe could not be reached: your gift is unchanged. Please try again later.'
    expect(failureText(new ApiError(503, { message: unreachable }), fallback)).toBe(unreachable)
    expect(failureText(new ApiError(500, {}), fallback)).toBe('Your gift was not stopped. Please try again later.')
    expect(failureText(new ApiError(0, {}), fallback)).toBe('The server could not be reached. Check your connection and try again.')
    expect(failureText(new ApiError(404, { message: 'The requested resource wasn’t found.' }), fallback)).toMatch(/^Your gift was not stopped\. It is no longer linked to your account/)
    expect(failureText(new ClientResponseError({ status: 429, response: { message: 'Too many codes.' } }), fallback)).toBe('Too many codes.')
  })
  it('reads a refused field of a 400 answer only', () => {
    const body = { data: { amount: { code: 'validation_min_number', message: 'Must be at least 100.' } } }
    expect(fieldFailure(new ApiError(400, body), 'amount')).toBe('Must be at least 100.')
    expect(fieldFailure(new ApiError(400, body), 'email')).toBeUndefined()
    expect(fieldFailure(new ApiError(500, body), 'amount')).toBeUndefined()
  })
  it('says it in French on the French page, whatever the server wrote', () => {
    const arret = 'Votre don n’a pas été arrêté.'
    expect(failureText(new ApiError(503, { message: 'Stripe could not be reached: your gift is unchanged.' }), arret, 'fr')).toBe('Votre don n’a pas été arrêté. Veuillez réessayer plus tard.')
    expect(failureText(new ClientResponseError({ status: 429, response: { message: 'Too many codes.' } }), arret, 'fr')).toBe(
      'Trop de tentatives en peu de temps. Patientez quelques minutes et réessayez.',
    )
    const running = { message: 'Stop your recurring gifts first.', data: { confirm: { code: 'validation_running_gift', message: 'Stop your recurring gifts first, then erase your data.' } } }
    expect(failureText(new ApiError(400, running), 'Vos données n’ont pas été effacées.', 'fr')).toBe(
      'Vos données n’ont pas été effacées. Arrêtez d’abord vos dons réguliers, puis effacez vos données.',
    )
    expect(fieldFailure(new ApiError(400, { data: { password: { code: 'validation_code_used_up', message: 'This code no longer works.' } } }), 'password', 'fr')).toBe(
      'Ce code ne fonctionne plus : il a été mal saisi trop de fois. Demandez un nouveau code.',
    )
  })
})
