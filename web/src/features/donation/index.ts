/** The donation feature's public entry point: what the donor space shows of a gift's cost after tax. */
export { receiptsConfigQuery } from './queries'
export { costLine } from './taxReduction'
