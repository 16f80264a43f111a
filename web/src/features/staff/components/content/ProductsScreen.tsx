import { formatEuros } from '../../../../lib/money'
import { productImage, type Product } from '../../../products'
import { listProducts } from '../../api/listProducts'
import { useStaffWords } from '../../language'
import { cell } from '../ui/Table'
import { ContentList, EditLink } from './ContentList'
import { productKind } from './kinds'
import { contentMessages } from './messages'

/** /staff/products: the shop's products by name, searchable. */
export function ProductsScreen() {
  const w = useStaffWords(contentMessages).products
  return (
    <ContentList
      kind={productKind}
      title={w.title}
      searchLabel={w.searchLabel}
      load={listProducts}
      head={w.head}
      row={(product: Product) => {
        const picture = productImage(product, product.galleries[0], '100x100')
        return (
          <tr key={product.id}>
            <td className={`${cell} w-20`}>
              {picture ? <img src={picture} alt="" className="h-12 w-12 rounded-lg object-cover ring-1 ring-slate-200" /> : <span className="text-slate-400">—</span>}
            </td>
            <td className={cell}>
              <EditLink kind={productKind} id={product.id}>
              {product.name || w.unnamed}
            </EditLink>
            </td>
            <td className={cell}>{product.category}</td>
            <td className={`${cell} whitespace-nowrap`}>{formatEuros(product.price)}</td>
          </tr>
        )
      }}
    />
  )
}
