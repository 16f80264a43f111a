/**
 * The donation feature's public entry point: what the donor space shows of a gift's cost after tax,
 * and the draft's end once a gift is paid (the thank-you page).
 */
export { receiptsConfigQuery } from './queries'
export { costLine } from './taxReduction'
export { clearDraft } from './model'
