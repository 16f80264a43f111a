/** What the donor space's tests share: a signed-in donor and gifts as the server sends them. */
import { Route } from 'wouter'
import { pb } from '../../lib/pocketbase'
import { renderScreen } from '../../test/render'
import type { Gift } from '../../lib/contract.gen'
import { DonorScreen } from './components/DonorScreen'

// The signed-in space is a lazy chunk (DonorScreen): transformed here, once, before the tests, so that it
// shows within findBy's wait even on a busy machine.
await import('./components/DonorSpace')

export const donorEmail = 'awa@example.org'

/** A token PocketBase's auth store accepts as unexpired (it reads only the payload's exp). */
export const donorToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`
export const donorRecord = { id: 'd1', collectionId: 'pbc_donors', collectionName: 'donor_accounts', email: donorEmail }

/** Signs the donor in as authWithOTP would. */
export const signInDonor = () => pb.authStore.save(donorToken, donorRecord)

/** A monthly card gift running normally; `change` makes it any other. */
export function gift(change: Partial<Gift> = {}): Gift {
  return {
    id: 'g1',
    identity: 'person:ndiaye|awa',
    created: '2026-01-05T10:00:00Z',
    amount: 2000,
    currency: 'EUR',
    rhythm: 'monthly',
    method: 'card',
    status: 'active',
    test: false,
    paymentsCount: 3,
    collected: 6000,
    lastPaymentAt: '2026-03-05T10:00:00Z',
    nextPaymentAt: '2026-04-05T10:00:00Z',
    providerStatus: 'active',
    paymentProblem: '',
    coveredFee: 0,
    tribute: null,
    actions: { stop: true, changeAmount: true, updateCard: true, pause: true, resume: false, changeRhythm: true },
    manageAtPayPal: '',
    receipts: [],
    pausedUntil: '',
    history: [],
    campaign: '',
    wall: { showName: false, wallName: '', showAmount: false },
    ...change,
  }
}

/** The donor space at `path` (/donor, or a mail's /donor?gift=…). */
export const renderDonor = (path = '/donor') => renderScreen(<DonorScreen />, { path, route: '/donor' })

/** The donor space on the French site, /fr/donor, in a router nested under /fr as the app mounts it (app/router.tsx). */
export const renderFrenchDonor = () =>
  renderScreen(
    <Route path="/fr" nest>
      <DonorScreen />
    </Route>,
    { path: '/fr/donor' },
  )
