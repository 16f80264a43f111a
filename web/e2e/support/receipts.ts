import type PocketBase from 'pocketbase'
import { newStaff } from './staff'

/** A 1 × 1 PNG: enough for a signature the server stores grey on white. */
export const signaturePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** The foundation's details every receipt test uses: tests share one server, so they all write the same. */
export const foundation = {
  legalName: 'Fondation Sport Avenir',
  address: '12 rue des Lilas\n75011 Paris',
  object: 'Aider les jeunes sportifs : entraînement, équipement et scolarité.',
  legalStatus: "Fondation reconnue d'utilité publique",
  registrationNumber: 'W751234567',
  signatoryName: 'Claire Martin',
  signatoryTitle: 'Présidente',
  signaturePlace: 'Paris',
  category: 'rup_foundation',
  decreeDate: '1990-03-12',
  journalDate: '1990-03-14',
}

/**
 * Turns tax receipts on as an admin would, through the staff API (a new admin
 * staff member, its token from the superuser's impersonation, no sign-in
 * mail). Idempotent: other tests may have done it already.
 */
export async function enableReceipts(baseURL: string): Promise<PocketBase> {
  const { email, admin } = await newStaff(baseURL, 'admin')
  const staff = await admin.collection('staff').getFirstListItem(admin.filter('email = {:email}', { email }))
  const client = await admin.collection('staff').impersonate(staff.id, 600)
  const call = async (path: string, init: RequestInit) => {
    const response = await fetch(`${baseURL}/api/staff${path}`, { ...init, headers: { Authorization: client.authStore.token, ...init.headers } })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  }
  const form = new FormData()
  form.append('signature', new Blob([signaturePng], { type: 'image/png' }), 'signature.png')
  await call('/settings/signature', { method: 'POST', body: form })
  await call('/settings', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...foundation, receiptsEnabled: true }) })
  return admin
}
