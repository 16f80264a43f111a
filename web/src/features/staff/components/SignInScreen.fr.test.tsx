import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../test/render'
import type { Me } from '../../../lib/contract.gen'
import { StaffLanguage } from '../language'
import { RoleGate } from './RoleGate'
import { SignInScreen } from './SignInScreen'

describe('the sign-in and the role gate in French', () => {
  it('signs in in French once French is the default language, and says a wrong password in French', async () => {
    stubFetch((url) =>
      url.pathname === '/api/collections/staff/auth-with-password' ? { status: 400, body: { status: 400, message: 'Failed to authenticate.', data: {} } } : undefined,
    )
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <SignInScreen ended />
      </StaffLanguage.Provider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion de l’équipe' })).toBeInTheDocument()
    expect(screen.getByText('Votre session a expiré. Reconnectez-vous pour continuer.')).toBeInTheDocument()
    const u = userEvent.setup()
    await u.type(screen.getByLabelText('E-mail'), 'ada@foundation.test')
    await u.type(screen.getByLabelText('Mot de passe'), 'not the password')
    await u.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByText('E-mail ou mot de passe incorrect.')).toBeInTheDocument()
  })

  it('tells a staff member in French which roles a screen is for', () => {
    const me: Me = { id: 's1', email: 'sam@foundation.test', name: 'Sam', roles: ['shop'], language: 'fr' }
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <RoleGate me={me} roles={['treasurer', 'admin']}>
          <p>Secret</p>
        </RoleGate>
      </StaffLanguage.Provider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Pas pour votre rôle' })).toBeInTheDocument()
    expect(screen.getByText('Cet écran est réservé aux rôles trésorerie ou admin. Demandez à un administrateur si votre travail le nécessite.')).toBeInTheDocument()
    expect(screen.queryByText('Secret')).not.toBeInTheDocument()
  })
})
