import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { StaffLanguage } from '../../language'
import { ListPager } from './ListPager'
import { RowToggle } from './RowForms'
import { SearchBox } from './SearchBox'
import { StatusBadge } from './StatusBadge'
import { Timeline } from './Timeline'

const inFrench = (children: ReactNode) => render(<StaffLanguage.Provider value="fr">{children}</StaffLanguage.Provider>)

describe('the shared staff pieces in French', () => {
  it('count, page, search, close, status and date in French', () => {
    inFrench(
      <>
        <ListPager page={3} perPage={20} totalItems={230} totalPages={12} onPage={() => {}} label="Pages des commandes" />
        <RowToggle open onClick={() => {}} label="Chèque…" tone="softWarning" />
        <SearchBox value="" onSearch={() => {}} label="Rechercher un donateur" />
        <StatusBadge status="awaiting_cheque" test />
        <Timeline entries={[{ at: '2026-03-05 12:00:00.000Z', what: 'Commande payée', who: '' }]} />
      </>,
    )
    expect(screen.getByText('41–60 sur 230')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument()
    expect(screen.getByText('Chèque promis')).toBeInTheDocument()
    expect(screen.getByTitle('Payé par la passerelle en MODE TEST : aucun argent réel')).toBeInTheDocument()
    expect(screen.getByText('5 mars 2026 à 13:00')).toBeInTheDocument()
  })
})
