// What other modules may use of customers; everything else in the folder is its own.
export { customerRoutes } from './customer-routes.ts';
