/** The shop as other features see it (the staff product editor uses its categories). */
export { categories, type Category } from './categories'
