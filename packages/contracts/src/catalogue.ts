/** The catalogue: products, services, categories, uploads and the product CSV. */
export * from './catalogue/categories.ts';
export * from './catalogue/uploads.ts';
export * from './catalogue/products.ts';
export * from './catalogue/services.ts';
export * from './catalogue/product-csv.ts';
export * from './catalogue/bulk-edit.ts';
