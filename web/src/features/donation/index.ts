/** The donation feature's public entry point: what the donor space shows of a gift's cost after tax, and the projects a gift or a campaign serves. */
export { designationsQuery, receiptsConfigQuery } from './queries'
export { costLine } from './taxReduction'
