import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { WelcomeScreen } from './WelcomeScreen'

describe('the welcome screen in French', () => {
  it('asks for the password and checks it in French once French is the default language', async () => {
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <WelcomeScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/welcome?token=abc' },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue dans l’espace équipe' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }))
    expect(screen.getByText('Utilisez au moins 12 caractères.')).toBeInTheDocument()
    expect(screen.getByText('Veuillez corriger les champs signalés.')).toBeInTheDocument()
  })
})
