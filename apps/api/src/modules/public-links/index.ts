// What other modules may use of public-links; everything else in the folder is its own.
export { createPublicLink, keepNewestLinks, publicLinkUrl, resolvePublicLink } from './public-links.ts';
export { linkRoutes } from './link-routes.ts';
export { orderShareLink } from './share-link.ts';
