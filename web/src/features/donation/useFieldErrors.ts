import { useCallback, useEffect, useRef, useState } from 'react'
import { errorTimeoutMs, type DetailField } from './model'

/**
 * Invalid fields keep their red border until corrected; the form's message
 * shows for 5 seconds after each failed attempt (spec sections 5 and 9).
 */
export function useFieldErrors() {
  const [invalid, setInvalid] = useState<Set<DetailField>>(new Set())
  const [messageVisible, setMessageVisible] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const flag = useCallback((fields: Set<DetailField>) => {
    setInvalid(fields)
    setMessageVisible(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setMessageVisible(false), errorTimeoutMs)
  }, [])
  const clear = useCallback((field: DetailField) => {
    setInvalid((s) => {
      if (!s.has(field)) return s
      const next = new Set(s)
      next.delete(field)
      return next
    })
  }, [])
  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current)
    setMessageVisible(false)
  }, [])
  return { invalid, messageVisible, flag, clear, dismiss }
}
