import type { ChangeEvent } from 'react'
import { phoneRule } from '../../../lib/rules.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { countryList, dialCode, flag } from './countries'

export type PhoneValue = { phoneCountry: string; phoneDial: string; phoneNational: string }

type Props = PhoneValue & {
  id: string
  /** The country list's name, in the page's language. */
  countryLabel: string
  onChange: (value: PhoneValue) => void
  invalid: boolean
  describedBy?: string
  /** Lets the number go past 15 digits (with the country code), as some extensions need. */
  enableLongNumbers?: boolean
  inputClassName: string
}

/**
 * A phone number with its country: a native country list (searchable by
 * typing, accessible everywhere) shown as flag + calling code, then the number.
 */
export default function PhoneField({ id, countryLabel, phoneCountry, phoneDial, phoneNational, onChange, invalid, describedBy, enableLongNumbers = false, inputClassName }: Props) {
  const countries = countryList(useLocale())
  const maxNational = enableLongNumbers ? Infinity : phoneRule.maxDigits - phoneDial.length
  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value
    onChange({ phoneCountry: code, phoneDial: dialCode(code), phoneNational })
  }
  const changeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    let digits = 0
    let kept = ''
    for (const ch of event.target.value.replace(/[^\d ]/g, '')) {
      if (ch === ' ') kept += ch
      else if (digits < maxNational) {
        kept += ch
        digits++
      }
    }
    onChange({ phoneCountry, phoneDial, phoneNational: kept })
  }
  return (
    <div className={`mt-1.5 flex rounded-xl border bg-slate-50 transition focus-within:bg-white has-[:focus-visible]:focus-ring ${invalid ? 'border-red-500' : 'border-slate-300'}`}>
      <div className="relative flex shrink-0 items-center gap-1.5 border-r border-slate-300 pl-3 pr-2 text-slate-800">
        <span aria-hidden="true" className="text-lg leading-none">
          {flag(phoneCountry)}
        </span>
        <span aria-hidden="true" className="text-sm font-semibold">
          +{phoneDial}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-slate-500" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </svg>
        <select
          aria-label={countryLabel}
          value={phoneCountry}
          onChange={changeCountry}
          className="absolute inset-0 cursor-pointer opacity-0"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} (+{c.dial})
            </option>
          ))}
        </select>
      </div>
      <input
        id={id}
        name="telephone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={phoneCountry === 'FR' ? '6 12 34 56 78' : ''}
        value={phoneNational}
        onChange={changeNumber}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={inputClassName}
      />
    </div>
  )
}
