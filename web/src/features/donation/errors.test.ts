import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/apiFetch'
import { afterApprovalFailure, failureMessage } from './errors'

const answer = (status: number, message: string, data: Record<string, unknown> = {}) => new ApiError(status, { status, message, data })
const ended = answer(400, 'This campaign has ended: give to the foundation instead.', {
  campaign: { code: 'validation_campaign_ended', message: 'This campaign has ended: give to the foundation instead.' },
})

describe('what the gift’s form says about a failed call', () => {
  it('says a 400 in the server’s words in English, in its field’s French in French', () => {
    expect(failureMessage(ended, 'Not started.', 'en')).toBe('This campaign has ended: give to the foundation instead.')
    expect(failureMessage(ended, 'Pas lancé.', 'fr')).toBe('Cette campagne est terminée : donnez plutôt à la fondation.')
    expect(failureMessage(answer(400, 'Direct debit is not offered.', { method: { code: 'validation_method_off', message: 'Direct debit is not offered.' } }), 'Pas lancé.', 'fr')).toBe(
      'Le prélèvement n’est pas proposé pour le moment : choisissez un autre moyen de paiement.',
    )
    expect(failureMessage(answer(400, 'The request could not be read.'), 'Pas lancé.', 'fr')).toBe('Pas lancé.')
    expect(failureMessage(answer(409, 'Conflict.'), 'Pas lancé.', 'fr')).toBe('Pas lancé.')
  })

  it('says a failure after PayPal’s approval as the server does in English, chosen by the status in French', () => {
    const notRecorded = answer(500, 'Your payment went through but could not be recorded yet. Please do not pay again: the team will confirm it by email.')
    expect(afterApprovalFailure(notRecorded, 'en')).toBe(notRecorded.message)
    expect(afterApprovalFailure(notRecorded, 'fr')).toMatch(/^Votre paiement est passé mais n’a pas encore pu être enregistré/)
    expect(afterApprovalFailure(answer(502, 'The payment could not be verified.'), 'fr')).toMatch(/^PayPal n’a pas pu confirmer le paiement/)
    expect(afterApprovalFailure(answer(422, 'PayPal declined this payment.'), 'fr')).toBeNull()
  })
})
