/** The shop as other features see it: the staff product editor uses its categories, the staff list its search. */
export { categories, type Category } from './categories'
export { productsFilter } from './filter'
