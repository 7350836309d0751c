// What other modules may use of API keys; everything else in the folder is its own.
export { apiKeyAuthPlugin } from './api-key-auth.ts';
export { apiKeyRoutes } from './api-key-routes.ts';
export { looksLikeApiKey } from './api-key-secret.ts';
export { createApiKey } from './api-key-service.ts';
