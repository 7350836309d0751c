// What other modules may use of categories; everything else in the folder is its own.
export { loadCategories } from './category-service.ts';
export type { CategoryIndex } from './category-service.ts';
