import { useMessages, type Messages } from '../lib/i18n/useLocale'

const stepperMessages: Messages<{ quantityOf: (name: string) => string; decrease: (name: string) => string; increase: (name: string) => string }> = {
  en: { quantityOf: (name) => `Quantity of ${name}`, decrease: (name) => `Decrease quantity of ${name}`, increase: (name) => `Increase quantity of ${name}` },
  fr: { quantityOf: (name) => `Quantité de ${name}`, decrease: (name) => `Diminuer la quantité de ${name}`, increase: (name) => `Augmenter la quantité de ${name}` },
}

type QuantityStepperProps = {
  value: number
  onChange: (value: number) => void
  /** What is counted, for the buttons' names: "Decrease quantity of Foundation Mug". */
  name: string
  labelledBy?: string
  min?: number
  max?: number
  size?: 'md' | 'lg'
  className?: string
}

/**
 * − value + ; never below min (1) nor above max (99). At a limit its button is
 * aria-disabled, not disabled: a disabled button drops the keyboard focus to
 * the page, so pressing − down to 1 would lose the place.
 */
export function QuantityStepper({ value, onChange, name, labelledBy, min = 1, max = 99, size = 'md', className = '' }: QuantityStepperProps) {
  const words = useMessages(stepperMessages)
  const button = `${size === 'lg' ? 'h-11 w-11 text-xl' : 'h-9 w-9 text-lg'} flex items-center justify-center rounded-full font-bold text-brand-900 transition hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-300 aria-disabled:hover:bg-transparent`
  const box = size === 'lg' ? 'min-w-12 text-lg' : 'min-w-9 text-base'
  return (
    <div role="group" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : words.quantityOf(name)} className={`inline-flex items-center rounded-full bg-white ring-1 ring-slate-300 ${className}`}>
      <button
        type="button"
        onClick={() => {
          if (value > min) onChange(value - 1)
        }}
        aria-disabled={value <= min}
        aria-label={words.decrease(name)}
        className={button}
      >
        −
      </button>
      <output aria-live="polite" aria-label={words.quantityOf(name)} className={`${box} text-center font-extrabold tabular-nums text-slate-900`}>
        {value}
      </output>
      <button
        type="button"
        onClick={() => {
          if (value < max) onChange(value + 1)
        }}
        aria-disabled={value >= max}
        aria-label={words.increase(name)}
        className={button}
      >
        +
      </button>
    </div>
  )
}
