import { useState } from 'react'
import { useMessages } from '../../../lib/i18n/useLocale'
import { productImage, type Product } from '../../products'
import { galleryThumb } from '../images'
import { shopMessages } from '../messages'

/** The main picture (800x600 thumb) and a row of 100x100 thumbnails choosing it. */
export function Gallery({ product }: { product: Product }) {
  const words = useMessages(shopMessages).product
  const [index, setIndex] = useState(0)
  const files = product.galleries
  const current = files[index] ?? files[0]
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-brand-50 shadow-sm ring-1 ring-slate-200">
        {current && (
          <img
            src={productImage(product, current, galleryThumb)}
            alt={files.length > 1 ? words.pictureOf(product.name, index + 1, files.length) : product.name}
            width={800}
            height={600}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      {files.length > 1 && (
        <ul className="mt-4 flex gap-3 overflow-x-auto pb-1" aria-label={words.pictures}>
          {files.map((file, i) => (
            <li key={file}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={words.showPicture(i + 1)}
                aria-current={i === index}
                className={`block h-20 w-20 overflow-hidden rounded-xl ring-2 transition ${
                  i === index ? 'ring-brand-600' : 'ring-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <img src={productImage(product, file, '100x100')} alt="" width={100} height={100} loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
