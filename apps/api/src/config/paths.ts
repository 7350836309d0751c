import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute paths of the repository, independent of the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const apiRoot = path.join(repoRoot, 'apps/api');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const webDistDefault = path.join(repoRoot, 'apps/web/dist');
