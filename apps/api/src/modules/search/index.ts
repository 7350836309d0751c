// What other modules may use of search; everything else in the folder is its own.
export { searchRoutes } from './search-routes.ts';
