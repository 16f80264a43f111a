import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { InboxItem, Me } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { MessagesScreen } from './MessagesScreen'

const shop: Me = { id: 's1', email: 'sam@foundation.test', name: 'Sam', roles: ['shop'], language: 'fr' }
const item: InboxItem = {
  kind: 'contact', id: 'abc', title: 'Message de Awa', name: 'Awa', email: 'awa@example.org', phone: '', message: 'Bonjour',
  isRead: false, created: '2026-03-05 10:00:00.000Z',
}

describe('the messages in French', () => {
  it('shows the inbox in French, and a reply with a French subject, quote line and date', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/inbox' ? { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [item] } } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <MessagesScreen me={shop} />
      </StaffLanguage.Provider>,
    )
    const reply = await screen.findByRole('link', { name: 'Répondre à Awa' })
    expect(screen.getByText('Nouveau')).toBeInTheDocument()
    expect(screen.getByText(/5 mars 2026 à 11:00/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Masquer le message de Awa' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Marquer lu ?: Message de Awa$/ })).toBeInTheDocument()
    const params = new URL(reply.getAttribute('href') ?? '').searchParams
    expect(params.get('subject')).toBe('Votre message à la Fondation Amara Diallo')
    expect(params.get('body')).toContain('Le 5 mars 2026 à 11:00, Awa a écrit :\n> Bonjour')
  })
})
