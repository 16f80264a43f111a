import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Table } from './Table'

describe('Table', () => {
  it('is a named region the keyboard reaches, so a phone-width table can be scrolled without a mouse', async () => {
    render(
      <Table caption="Gifts of awa@example.org" head={['Date', 'Gift']}>
        <tr>
          <td>26 Nov 2026</td>
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
})
