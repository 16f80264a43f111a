import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useStaffWords } from '../../language'
import { contentMessages } from './messages'
import { Button } from '../../../../components/Button'

/** What the dialog asks: its title, the field's label and hint, the value to start from, the confirm button's words. */
export type TextQuestion = { title: string; label: string; hint: string; initial: string; confirm: string }

/**
 * Asks for one line of text in the app's own dialog (the browser's prompt() has the browser's
 * looks, a tiny field on a phone, and says nothing a screen reader can tie to the editor):
 * `ask` answers the text typed, or null when cancelled. The dialog is modal: the focus starts in
 * its field, Tab stays inside, Escape cancels, and the focus goes back where it was.
 */
export function useTextDialog(): { dialog: ReactNode; ask: (question: TextQuestion) => Promise<string | null> } {
  const [open, setOpen] = useState<{ question: TextQuestion; answer: (text: string | null) => void } | null>(null)
  const ask = (question: TextQuestion) =>
    new Promise<string | null>((resolve) => {
      const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setOpen({
        question,
        answer: (text) => {
          setOpen(null)
          before?.focus()
          resolve(text)
        },
      })
    })
  // In the page's body: the editor sits in the article's form, and a form holds no other.
  const dialog = open && createPortal(<TextDialog question={open.question} onAnswer={open.answer} />, document.body)
  return { dialog, ask }
}

function TextDialog({ question, onAnswer }: { question: TextQuestion; onAnswer: (text: string | null) => void }) {
  const id = useId()
  const cancel = useStaffWords(contentMessages).editor.cancel
  const [text, setText] = useState(question.initial)
  const box = useRef<HTMLDivElement>(null)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    // React passes a submit on to the forms around it in its tree, portal or not: this one is the dialog's only.
    event.stopPropagation()
    onAnswer(text)
  }
  function keys(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onAnswer(null)
      return
    }
    if (event.key !== 'Tab') return
    // Tab goes round the dialog's own controls only.
    const controls = Array.from(box.current?.querySelectorAll<HTMLElement>('input, button') ?? [])
    const first = controls[0]
    const last = controls[controls.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={keys}
        className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200"
      >
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-title`} className="text-lg font-extrabold text-slate-900">
            {question.title}
          </h2>
          <label htmlFor={`${id}-field`} className="mt-4 block text-sm font-bold text-slate-800">
            {question.label}
          </label>
          <input
            ref={field}
            id={`${id}-field`}
            aria-describedby={`${id}-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1.5 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus:outline-none focus-visible:focus-ring"
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
            {question.hint}
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="md" onClick={() => onAnswer(null)} className="min-h-11">
              {cancel}
            </Button>
            <Button type="submit" size="md" className="min-h-11">
              {question.confirm}
            </Button>
          </div>
        </form>
      </div>
    </div>
  )
}
