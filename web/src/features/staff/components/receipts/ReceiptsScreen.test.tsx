import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { Receipt, ReceiptList } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { ReceiptsScreen } from './ReceiptsScreen'

const receipt: Receipt = {
  id: 'r1', number: '2026-000001', year: 2026, seq: 1, kind: 'single', status: 'valid', taxYear: 2026, donation: 'd1',
  donorEmail: 'jeanne@example.org', donorName: 'Jeanne Reçu', donorAddress: '3 place du Marché', donorPostalCode: '69001', donorTown: 'Lyon', donorKind: 'person', donorSiren: '', donorLegalForm: '', donorCountry: 'France',
  amount: 8000, giftDate: '2026-03-05 10:00:00.000Z', periodStart: '', periodEnd: '', payments: 1, methods: ['cheque'],
  issuedAt: '2026-03-05 10:00:01.000Z', sha256: 'ab', cancelReason: '', cancelledAt: '', cancelledBy: '', replaces: '', replacesNumber: '', replacedBy: '', replacedByNumber: '',
}
const list: ReceiptList = {
  page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [receipt],
  years: [
    { year: 2026, valid: { count: 1, amount: 8000 }, companies: { count: 0, amount: 0 }, cancelled: { count: 2, amount: 3000 }, forMoney: { count: 1, amount: 8000 },
      issued: { count: 1, amount: 8000 }, dueOn: '2027-05-04', declaredAt: '', declaredBy: '' },
    // January's annual receipts of 2025 were issued in 2026: 2025's money has 5 receipts, 2025 issued 3.
    { year: 2025, valid: { count: 3, amount: 12000 }, companies: { count: 1, amount: 5000 }, cancelled: { count: 0, amount: 0 }, forMoney: { count: 5, amount: 12000 },
      issued: { count: 3, amount: 4000 }, dueOn: '2026-05-05', declaredAt: '', declaredBy: '' },
  ],
}

describe('tax receipts screen', () => {
  it('shows the declaration figures, keeps the filters in the URL and cancels with a reason', async () => {
    const u = userEvent.setup()
    const asked: string[] = []
    const cancels: unknown[] = []
    const declared: string[] = []
    stubFetch((url, init) => {
      if (url.pathname === '/api/staff/receipts') {
        asked.push(url.search)
        return { body: list }
      }
      if (url.pathname === '/api/staff/receipts/missing') {
        return { body: { totalItems: 1, items: [{ donation: 'd2', paidAt: '2026-03-06 10:00:00.000Z', donorName: 'Awa', donorEmail: 'awa@example.org', amount: 5000, method: 'card', receiptBlocked: 'missing postal address' }] } }
      }
      if (url.pathname === '/api/staff/receipt-declarations/2025' && init?.method === 'POST') {
        declared.push('2025')
        return { body: { years: list.years } }
      }
      if (url.pathname === '/api/staff/receipts/r1/cancel' && init?.method === 'POST') {
        cancels.push(JSON.parse(String(init.body)))
        return { body: { cancelled: { ...receipt, status: 'cancelled' }, replacement: { ...receipt, id: 'r2', number: '2026-000002' } } }
      }
      return undefined
    })
    renderScreen(<ReceiptsScreen />, { path: '/staff/receipts', route: '/staff/receipts' })

    const years = await screen.findByRole('table', { name: 'Declaration per year' })
    expect(within(years).getByRole('row', { name: /^2026/ })).toHaveTextContent(/80,00\s€on 1 receipt for 2026's gifts1 receiptnaming 80,00\s€30,00\s€2 receiptsDue by May 04, 2027, once the year is over/)
    expect(within(years).getByRole('row', { name: /^2025/ })).toHaveTextContent(
      /120,00\s€on 5 receipts for 2025's giftsof which companies 50,00\s€3 receiptsnaming 40,00\s€of which companies 1 receipt.*Due by May 05, 2026/,
    )
    expect(screen.getByText(/Where and by when: on the foundation's yearly tax return/)).toHaveTextContent(/second working day after 1 May of N\+1/)
    await u.click(within(years).getByRole('button', { name: 'Mark 2025 declared' }))
    await waitFor(() => expect(declared).toEqual(['2025']))
    const missing = await screen.findByRole('table', { name: 'Gifts without a receipt' })
    expect(missing).toHaveTextContent('The donor has no postal address')
    expect(within(missing).getByRole('button', { name: 'Issue receipt' })).toBeInTheDocument()

    await u.selectOptions(screen.getByLabelText('Status'), 'valid')
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/receipts?status=valid')
    expect(asked.at(-1)).toContain('status=valid')

    const row = within(screen.getByRole('table', { name: 'Receipts' })).getByRole('row', { name: /2026-000001/ })
    expect(row).toHaveTextContent('Jeanne Reçu')
    await u.click(within(row).getByRole('button', { name: 'Cancel…' }))
    const form = screen.getByRole('form', { name: 'Cancel receipt 2026-000001' })
    await u.click(within(form).getByRole('button', { name: 'Cancel the receipt' }))
    expect(within(form).getByText(/Say why the receipt is cancelled/)).toBeInTheDocument()
    expect(cancels).toHaveLength(0)
    await u.type(within(form).getByLabelText('Reason'), 'Wrong name')
    await u.click(within(form).getByLabelText(/Issue a replacement/))
    await u.click(within(form).getByRole('button', { name: 'Cancel the receipt' }))
    expect(await screen.findByText('Receipt 2026-000001 cancelled and replaced by 2026-000002.')).toBeInTheDocument()
    expect(cancels).toEqual([{ reason: 'Wrong name', replace: true }])
  })
})

describe('tax receipts screen in French', () => {
  it('speaks French to a staff member who chose it: the declaration, the receipts, their dates, the gifts without one', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/staff/receipts') return { body: list }
      if (url.pathname === '/api/staff/receipts/missing') {
        return { body: { totalItems: 1, items: [{ donation: 'd2', paidAt: '2026-03-06 10:00:00.000Z', donorName: 'Awa', donorEmail: 'awa@example.org', amount: 5000, method: 'card', receiptBlocked: 'missing postal address' }] } }
      }
      return undefined
    })
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <ReceiptsScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/receipts', route: '/staff/receipts' },
    )
    const years = await screen.findByRole('table', { name: 'Déclaration par année' })
    expect(within(years).getByRole('row', { name: /^2025/ })).toHaveTextContent(/120,00\s€sur 5 reçus pour les dons de 2025dont entreprises 50,00\s€3 reçusportant sur 40,00\s€dont entreprises 1 reçu.*À déclarer avant le 5 mai 2026/)
    expect(within(years).getByRole('button', { name: 'Marquer 2025 comme déclarée' })).toBeInTheDocument()
    const row = within(screen.getByRole('table', { name: 'Reçus' })).getByRole('row', { name: /2026-000001/ })
    expect(row).toHaveTextContent(/5 mars 2026/)
    expect(row).toHaveTextContent(/Reçu unitaire/)
    expect(within(row).getByRole('button', { name: 'Annuler…' })).toBeInTheDocument()
    const missing = await screen.findByRole('table', { name: 'Dons sans reçu fiscal' })
    expect(missing).toHaveTextContent('Le donateur n’a pas d’adresse postale')
    expect(missing).toHaveTextContent('6 mars 2026')
    expect(within(missing).getByRole('button', { name: 'Émettre le reçu' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^Français : mots en français/ })).toBeChecked()
  })
})
