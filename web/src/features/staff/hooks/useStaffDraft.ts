import { pb } from '../../../lib/pocketbase'
import { forgetStored, type Keep } from '../../../lib/storage'
import { useDraft, type DraftValues } from '../../../lib/useDraft'

const prefix = 'staff-draft:'

/**
 * What a staff member typed in a form (`name`: the form and its record), kept
 * with every change so that a session that ends loses nothing: signed in again,
 * they find it as it was. Each staff member has their own drafts; those of the
 * tab go when they sign out or close it.
 */
export function useStaffDraft<T extends DraftValues>(name: string, initial: T, keep: Keep = 'tab') {
  return useDraft(`${prefix}${pb.authStore.record?.id ?? ''}:${name}`, initial, { keep })
}

/** Forgets the tab's staff drafts (signing out); those kept in the browser stay for their author. */
export function forgetStaffDrafts(): void {
  forgetStored('tab', prefix)
}
