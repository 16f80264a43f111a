/**
 * The donation feature's public entry point: what the donor space shows of a gift's cost after tax, the projects a
 * gift or a campaign serves, and the form's draft's end once a gift is paid (the thank-you page).
 */
export { designationsQuery, receiptsConfigQuery } from './queries'
export { costLine } from './taxReduction'
export { clearDraft } from './model'
/** The donor's fields' names in both languages, which the donor space's correction of them shares. */
export { detailsMessages } from './detailsMessages'
