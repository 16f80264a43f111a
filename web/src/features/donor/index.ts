/** The donor space's public entry point. */
export { DonorScreen } from './components/DonorScreen'
