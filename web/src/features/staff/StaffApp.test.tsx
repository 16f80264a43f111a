import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { pb } from '../../lib/pocketbase'
import { renderScreen, stubFetch } from '../../test/render'
import { StaffApp } from './components/StaffApp'

/** A token PocketBase's auth store accepts as unexpired (it reads only the payload's exp). */
const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, collectionId: 'staff' }))}.y`
const record = { id: 's1', collectionId: 'pbc_staff', collectionName: 'staff', email: 'ines@foundation.test' }

describe('staff sign-in', () => {
  afterEach(() => pb.authStore.clear())

  it('asks for the mailed code after the password, then opens the screens the role allows', async () => {
    const asked: string[] = []
    stubFetch((url, init) => {
      asked.push(`${init?.method ?? 'GET'} ${url.pathname}`)
      switch (url.pathname) {
        case '/api/collections/staff/auth-with-password':
          return { status: 401, body: { mfaId: 'mfa1' } }
        case '/api/collections/staff/request-otp':
          return { body: { otpId: 'otp1' } }
        case '/api/collections/staff/auth-with-otp':
          // The SDK sends the mfaId as a query parameter, which PocketBase reads as well as the body.
          return url.searchParams.get('mfaId') === 'mfa1' && JSON.parse(String(init?.body)).password === '123456'
            ? { body: { token, record } }
            : { status: 400, body: { message: 'Failed to authenticate.' } }
        case '/api/staff/me':
          return { body: { id: 's1', email: record.email, name: 'Inès', roles: ['treasurer'] } }
        case '/api/staff/summary':
          return { body: { chequesPledged: 2, unreadMessages: 1 } }
      }
    })
    renderScreen(<StaffApp />, { path: '/staff', route: '/staff/*' })

    await userEvent.type(screen.getByLabelText('Email'), record.email)
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(/We sent a 6-digit code to ines@foundation.test/)).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Code from the email'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is wrong or has expired.')

    await userEvent.clear(screen.getByLabelText('Code from the email'))
    await userEvent.type(screen.getByLabelText('Code from the email'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Hello Inès' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Cheques pledged, not received/ })).toHaveAttribute('href', '/staff/donations?status=awaiting_cheque')
    const menu = screen.getByRole('navigation', { name: 'Staff' })
    expect(menu).toHaveTextContent('Donations')
    expect(menu).not.toHaveTextContent('Orders')
    expect(asked).toContain('POST /api/collections/staff/request-otp')

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument()
  })
})
