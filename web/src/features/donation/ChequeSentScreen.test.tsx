import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { ChequeSentScreen, type ChequeSent } from './ChequeSentScreen'

const sent: ChequeSent = {
  pledge: { id: 'don1234567890ab', payee: 'Amara Diallo Foundation', address: ['Amara Diallo Foundation', '18 rue du Stade', '75015 Paris', 'France'] },
  euros: 35,
  rhythm: 'monthly',
}

// The donation form leaves what the server answered in the history entry it opens (PaymentPanel).
const renderAt = (state?: ChequeSent) => {
  window.history.replaceState(state ?? null, '', '/don/cheque-sended/')
  return render(<ChequeSentScreen />)
}

describe('the cheque confirmation page', () => {
  // Only the mail said what to write and where to send the cheque (issue 44).
  it('shows the gift, the payee, the reference and the address the server answered, each ready to copy', async () => {
    const u = userEvent.setup() // with a clipboard of its own
    renderAt(sent)
    expect(screen.getByText(/Thank you for your gift of/)).toHaveTextContent(/35\s€ per month by cheque/)
    const row = (label: RegExp) => screen.getByText(label).closest('div')!
    expect(row(/^Payable to/)).toHaveTextContent('Amara Diallo Foundation')
    expect(row(/^Reference/)).toHaveTextContent('don1234567890ab')
    expect(row(/^Send it to/)).toHaveTextContent('18 rue du Stade')

    await u.click(within(row(/^Send it to/)).getByRole('button', { name: 'Copy the address' }))
    expect(await navigator.clipboard.readText()).toBe('Amara Diallo Foundation\n18 rue du Stade\n75015 Paris\nFrance')
    expect(await screen.findByText('the address copied')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Copy the reference' }))
    expect(await navigator.clipboard.readText()).toBe('don1234567890ab')
  })

  it('says the mail has the details when the page is opened without the form', () => {
    renderAt()
    expect(screen.getByText(/We have emailed you where to send your cheque/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument()
  })

  // A shared computer: /donation reopened with the previous donor's details (issue 40.6).
  it('clears the donation form’s saved draft once the pledge is shown', () => {
    sessionStorage.setItem('donation-draft', JSON.stringify({ step: 3, method: 'cheque' }))
    renderAt(sent)
    expect(sessionStorage.getItem('donation-draft')).toBeNull()
  })

  it('says it all in French on the French site', async () => {
    const u = userEvent.setup()
    window.history.replaceState(sent, '', '/fr/don/cheque-sended/')
    render(
      <Router base="/fr">
        <ChequeSentScreen />
      </Router>,
    )
    expect(screen.getByRole('heading', { name: 'Votre demande est enregistrée' })).toBeInTheDocument()
    expect(screen.getByText(/Merci pour votre don de/)).toHaveTextContent(/^Merci pour votre don de 35\s€ par mois par chèque\./)
    const row = (label: RegExp) => screen.getByText(label).closest('div')!
    expect(row(/^À l’ordre de/)).toHaveTextContent('Amara Diallo Foundation')
    expect(row(/^Référence \(à inscrire au dos du chèque\)/)).toHaveTextContent('don1234567890ab')
    await u.click(within(row(/^À envoyer à/)).getByRole('button', { name: 'Copier l’adresse' }))
    expect(await screen.findByText('Copié : l’adresse')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/')
    expect(document.title).toContain('Don par chèque')
  })
})
