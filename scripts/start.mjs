// `npm start`: build the dashboard if needed, then run the server under its supervisor
// (apps/api/src/supervise.ts: restarts after a crash, stops everything on Ctrl-C or SIGTERM), on the
// embedded PostgreSQL unless DATABASE_URL is set.
import { register } from 'tsx/esm/api';

await import('./build-web-if-stale.mjs');
register();
await import('../apps/api/src/supervise.ts');
