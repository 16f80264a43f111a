import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { FormFailure } from '../../../lib/apiErrors'
import { useStaffFailure } from '../failure'
import { staffKeys } from '../api/keys'

type ActionOptions<Output, Field extends string> = {
  fields: readonly Field[]
  done?: string
  onDone?: (output: Output, done: string) => void
  /** The form's draft (useStaffDraft), forgotten once the action is done. */
  draft?: { forget: () => void }
}

/**
 * A staff action (ship, refund, record a cheque…): runs once at a time, reads
 * a refusal into field errors and a sentence, and on success forgets the
 * form's draft and refreshes every staff list and count, since one action
 * moves a record between lists.
 */
export function useStaffAction<Input, Output, Field extends string>(
  run: (input: Input) => Promise<Output>,
  { fields, done = '', onDone, draft }: ActionOptions<Output, Field>,
) {
  const queryClient = useQueryClient()
  const failureOf = useStaffFailure()
  const [failure, setFailure] = useState<FormFailure<Field> | null>(null)
  // Shown in the form when it stays; a form its own success removes (a
  // shipped order has no ship form) hands `done` to onDone instead.
  const [success, setSuccess] = useState('')
  const mutation = useMutation({
    mutationFn: run,
    onMutate: () => {
      setFailure(null)
      setSuccess('')
    },
    onSuccess: async (output) => {
      draft?.forget()
      onDone?.(output, done)
      if (!onDone) setSuccess(done)
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
    },
    onError: (error) => setFailure(failureOf(error, fields)),
  })
  return { submit: mutation.mutate, busy: mutation.isPending, failure, success }
}
