// What other modules may use of public-pages; everything else in the folder is its own.
export { loadSellerContact } from './seller-contact.ts';
