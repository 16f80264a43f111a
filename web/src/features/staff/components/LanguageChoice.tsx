import { useMutation, useQueryClient } from '@tanstack/react-query'
import { chooseLanguage } from '../api/chooseLanguage'
import { staffKeys } from '../api/keys'
import { pb } from '../../../lib/pocketbase'
import { useStaffLanguage } from '../language'

/** What the choice offers, in the language it offers (the label names itself, as language menus do). */
const offered = {
  en: { language: 'fr', label: 'Français', name: 'Afficher l’espace équipe en français', failed: 'Not changed: try again.' },
  fr: { language: 'en', label: 'English', name: 'Show the back office in English', failed: 'Pas changé : réessayez.' },
} as const

/** Switches the back office to the other language, for this staff member wherever they sign in. */
export function LanguageChoice() {
  const other = offered[useStaffLanguage()]
  const queryClient = useQueryClient()
  const choose = useMutation({
    mutationFn: () => chooseLanguage(other.language),
    onSuccess: (me) => queryClient.setQueryData(staffKeys.me(pb.authStore.token), me),
  })
  return (
    <>
      <button
      type="button"
      lang={other.language}
      aria-label={other.name}
      disabled={choose.isPending}
      onClick={() => choose.mutate()}
      className="block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-slate-500 hover:bg-slate-200 disabled:opacity-60"
    >
      {other.label}
      </button>
      {choose.isError && (
        <span role="alert" className="block px-3 text-xs font-semibold text-red-700">
          {other.failed}
        </span>
      )}
    </>
  )
}
