import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../test/render'
import { ContactScreen } from './ContactScreen'

describe('contact form', () => {
  // The browser's "Please fill out this field" bubble came before the site's messages (issue 44).
  it('answers a blank submit with the site’s error summary and field messages, not the browser’s bubble, and sends nothing', async () => {
    const fetch = stubFetch(() => undefined)
    const u = userEvent.setup()
    renderScreen(<ContactScreen />)
    const form = screen.getByRole('form', { name: 'Send us a message' })
    expect(form).toHaveAttribute('novalidate')
    await u.type(screen.getByLabelText('Email'), 'awa@')
    await u.click(screen.getByRole('button', { name: 'Send message' }))
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      expect.stringContaining('Full name'),
      expect.stringContaining('Email'),
      expect.stringContaining('Phone'),
      expect.stringContaining('Message'),
    ])
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.')
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('This field is required.')
    expect(fetch).not.toHaveBeenCalled()
  })
})
