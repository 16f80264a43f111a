import type { ReactNode } from 'react'

/** A list filter's select or input. */
export const control = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm'

/** A list filter: its small label over its control. */
export function Filter({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-bold uppercase tracking-wide text-slate-600">
        {label}
      </label>
      {children}
    </div>
  )
}

/** A select of `options` (shown through `label`), with an optional first choice `all` worth ''. */
export function Select({ id, value, onChange, options, label = String, all }: {
  id: string
  value: string | number
  onChange: (value: string) => void
  options: readonly (string | number)[]
  label?: (option: string) => string
  all?: string
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
      {all && <option value="">{all}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {label(String(option))}
        </option>
      ))}
    </select>
  )
}
