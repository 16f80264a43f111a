import { useState, type FormEvent } from 'react'
import { controlClass, controlProps, fieldAria, FormField } from '../../../../components/FormField'
import { productImage, type Product } from '../../../products'
import { categories } from '../../../shop'
import { deleteProduct } from '../../api/deleteProduct'
import { getProduct } from '../../api/getProduct'
import { saveProduct } from '../../api/saveProduct'
import { useStaffLanguage, useStaffWords } from '../../language'
import type { Me } from '../../../../lib/contract.gen'
import type { ProductsRecord } from '../../../../lib/records.gen'
import { Panel } from '../ui/StaffPage'
import { DraftNotice } from './DraftNotice'
import { EditorActions } from './EditorActions'
import { EditorScreen, type EditorFormProps } from './EditorScreen'
import { listText, parseList, parsePrice, priceText } from './fields'
import { GalleryField, galleryToSave, keepGallery, type GalleryChoice } from './GalleryField'
import { productKind } from './kinds'
import { contentMessages } from './messages'
import { useContentForm } from './useContentForm'
import { productLimits } from '../../../../lib/signedInRules.gen'

/** /staff/products/:id (`new` creates): a product's details, options and pictures. */
export function ProductEditor() {
  return (
    <EditorScreen kind={productKind} load={getProduct}>
      {(props) => <ProductForm {...props} />}
    </EditorScreen>
  )
}

/** The categories a product may have (the shop's chips without "All"). */
const productCategories = categories.filter((category) => category !== 'All')

const fields = ['name', 'description', 'price', 'category', 'galleries', 'sizes', 'colors'] as const satisfies readonly (keyof ProductsRecord)[]
type Field = (typeof fields)[number]

type Draft = { name: string; description: string; price: string; category: string; sizes: string; colors: string }

const draftOf = (product: Product | null): Draft => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product ? priceText(product.price) : '',
  category: product?.category ?? '',
  sizes: listText(product?.sizes ?? []),
  colors: listText(product?.colors ?? []),
})

/** The browser's comfort checks before the server's: a name, a category and a price in euros with cents at most. */
function check(draft: Draft, language: Me['language']): Partial<Record<Field, string>> {
  const w = contentMessages[language].product
  const problems: Partial<Record<Field, string>> = {}
  if (!draft.name.trim()) problems.name = w.needsName
  if (!draft.category) problems.category = w.chooseCategory
  const price = parsePrice(draft.price, language)
  if (!price.ok) problems.price = price.error
  return problems
}

function ProductForm(props: EditorFormProps<Product>) {
  const { record, draft, restoredAt, discard, edit, failure, saving, submit } = useContentForm({ ...props, draftOf, fields, idPrefix: 'product' })
  const [gallery, setGallery] = useState<GalleryChoice>(keepGallery)
  const language = useStaffLanguage()
  const w = useStaffWords(contentMessages).product

  function onSubmit(event: FormEvent) {
    const price = parsePrice(draft.price, language)
    submit(event, check(draft, language), {
      send: (current) =>
        saveProduct(current?.id, {
          name: draft.name.trim(),
          description: draft.description.trim(),
          price: price.ok ? price.euros : Number.NaN,
          category: draft.category,
          sizes: parseList(draft.sizes),
          colors: parseList(draft.colors),
          pictures: galleryToSave(current?.galleries ?? [], gallery),
        }),
      sent: () => setGallery(keepGallery),
    })
  }

  const error = failure.fields
  const control = (field: Field, required = false) => ({ ...controlProps(`product-${field}`, error[field]), required })
  const pictures = (record?.galleries ?? []).map((name) => ({ name, url: record ? productImage(record, name, '400x300') : '' }))
  return (
    <form onSubmit={onSubmit} noValidate aria-label={record ? w.editOf(record.name) : w.newProduct}>
      {restoredAt !== null && <DraftNotice at={restoredAt} onDiscard={discard} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel className="space-y-5">
          <FormField id="product-name" label={w.name} error={error.name}>
            <input {...control('name', true)} maxLength={productLimits.name} value={draft.name} onChange={(e) => edit({ name: e.target.value })} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="product-category" label={w.category} error={error.category}>
              <select {...control('category', true)} value={draft.category} onChange={(e) => edit({ category: e.target.value })}>
                <option value="" disabled>
                  {w.categoryPlaceholder}
                </option>
                {productCategories.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </select>
            </FormField>
            <FormField id="product-price" label={w.price} error={error.price}>
              <input
                {...control('price', true)}
                inputMode="decimal"
                autoComplete="off"
                placeholder="12.50"
                value={draft.price}
                onChange={(e) => edit({ price: e.target.value })}
                onBlur={() => {
                  const price = parsePrice(draft.price, language)
                  if (price.ok && priceText(price.euros) !== draft.price) edit({ price: priceText(price.euros) })
                }}
              />
            </FormField>
          </div>
          <FormField id="product-description" label={w.description} error={error.description}>
            <textarea
              {...control('description')}
              rows={8}
              maxLength={productLimits.description}
              aria-describedby={[error.description && 'product-description-error', 'product-description-count'].filter(Boolean).join(' ')}
              value={draft.description}
              onChange={(e) => edit({ description: e.target.value })}
            />
            <p id="product-description-count" className="mt-1 text-right text-xs text-slate-500">
              {w.characters(draft.description.length, productLimits.description)}
            </p>
          </FormField>
          <ListInput id="product-sizes" label={w.sizes} example="S, M, L, XL" value={draft.sizes} error={error.sizes} onChange={(sizes) => edit({ sizes })} />
          <ListInput id="product-colors" label={w.colours} example={w.colourExample} value={draft.colors} error={error.colors} onChange={(colors) => edit({ colors })} />
        </Panel>
        <Panel className="self-start">
          <GalleryField
            id="product-galleries"
            current={pictures}
            choice={gallery}
            onChange={(choice) => {
              setGallery(choice)
              props.onEdited()
            }}
            error={error.galleries}
          />
        </Panel>
      </div>
      <EditorActions
        kind={productKind}
        id={record?.id}
        name={record?.name ?? ''}
        saving={saving}
        saved={props.saved}
        failure={failure.message}
        remove={deleteProduct}
      />
    </form>
  )
}

type ListInputProps = { id: string; label: string; example: string; value: string; error?: string; onChange: (value: string) => void }

/** Comma-separated values, with the list they make shown under the input. */
function ListInput({ id, label, example, value, error, onChange }: ListInputProps) {
  const w = useStaffWords(contentMessages).product
  const items = parseList(value)
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={
        items.length === 0 ? (
          w.listHint(example)
        ) : (
          <>
            <span className="sr-only">{`${label}: `}</span>
            <ul className="flex flex-wrap gap-1.5">
              {items.map((item) => (
                <li key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700 ring-1 ring-slate-200">
                  {item}
                </li>
              ))}
            </ul>
          </>
        )
      }
    >
      <input {...fieldAria(id, error, true)} className={controlClass(error)} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  )
}
