// What other modules may use of address; everything else in the folder is its own.
export { findCountryByName, statesOf } from './data/countries.ts';
