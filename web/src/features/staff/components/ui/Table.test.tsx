import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Table } from './Table'
import { useEffect, useState } from 'react'

describe('Table', () => {
  it('is a named region the keyboard reaches, so a phone-width table can be scrolled without a mouse', async () => {
    render(
      <Table caption="Gifts of awa@example.org" head={['Date', 'Gift']}>
        <tr>
          <td>Nov 26, 2026</td>
          <td>15,00 €</td>
        </tr>
      </Table>,
    )
    await userEvent.setup().tab()
    expect(screen.getByRole('region', { name: 'Gifts of awa@example.org' })).toHaveFocus()
  })

  it('leaves a narrow table, which never scrolls, out of the tab order', () => {
    render(
      <Table caption="Totals per year" head={['Year']} narrow>
        <tr>
          <td>2026</td>
        </tr>
      </Table>,
    )
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('names each cell after its column for the phone cards, leaving the action, a tick box and a row-wide form unnamed', async () => {
    function Rows({ open }: { open: boolean }) {
      return (
        <Table caption="Gifts" head={[<label key="all"><input type="checkbox" /> Select all</label>, 'Date', 'Donor', '']}>
          <tr>
            <td>
              <input type="checkbox" aria-label="Select" />
            </td>
            <td>Nov 26, 2026</td>
            <td>Awa Ndiaye</td>
            <td>
              <button type="button">Cheque…</button>
            </td>
          </tr>
          {open && (
            <tr>
              <td colSpan={4}>The cheque's forms</td>
            </tr>
          )}
        </Table>
      )
    }
    const { rerender } = render(<Rows open={false} />)
    const table = screen.getByRole('table', { name: 'Gifts' })
    expect(screen.getByRole('region', { name: 'Gifts' })).toHaveClass('staff-cards')
    expect(within(table).getByRole('cell', { name: 'Nov 26, 2026' })).toHaveAttribute('data-label', 'Date')
    expect(within(table).getByRole('cell', { name: 'Awa Ndiaye' })).toHaveAttribute('data-label', 'Donor')
    expect(within(table).getByRole('button', { name: 'Cheque…' }).closest('td')).not.toHaveAttribute('data-label')
    expect(within(table).getByRole('checkbox', { name: 'Select' }).closest('td')).not.toHaveAttribute('data-label')
    rerender(<Rows open />)
    expect(within(table).getByRole('cell', { name: "The cheque's forms" })).not.toHaveAttribute('data-label')
    expect(within(table).getByRole('cell', { name: 'Awa Ndiaye' })).toHaveAttribute('data-label', 'Donor')
  })

  it('names the cells of rows drawn later by a row of its own', async () => {
    render(
      <Table caption="Orders" head={['Order', 'Total']}>
        <LateRow />
      </Table>,
    )
    expect(await screen.findByRole('cell', { name: '28,38 €' })).toHaveAttribute('data-label', 'Total')
  })

  it('keeps a narrow table a table on phones too: no cards, no labels', () => {
    render(
      <Table caption="Totals per year" head={['Year']} narrow>
        <tr>
          <td>2026</td>
        </tr>
      </Table>,
    )
    expect(screen.getByRole('cell', { name: '2026' })).not.toHaveAttribute('data-label')
    expect(screen.getByRole('table').parentElement).not.toHaveClass('staff-cards')
  })
})

/** A row that draws its cells after its first render, as a row with its own data would. */
function LateRow() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const later = setTimeout(() => setShown(true))
    return () => clearTimeout(later)
  }, [])
  return shown ? (
    <tr>
      <td>n° 1042</td>
      <td>28,38 €</td>
    </tr>
  ) : null
}
