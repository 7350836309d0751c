/**
 * B4 floors: a bare Fastify server — a hello world, and bare pg routes running exactly the statements of
 * each measured endpoint (same SQL, same pool size), the API's session lookup first (floor-session.ts),
 * with no validation, mapping or envelope: products (floor-products.ts), orders and wallet
 * (floor-lists.ts). The ratio to a floor is the API's own overhead. Started by run.ts.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { listFloors } from './floor-lists.ts';
import { productFloors } from './floor-products.ts';
import { sessionLookup } from './floor-session.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: 10 });
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));

const session = sessionLookup(pool);
productFloors(app, pool, session);
listFloors(app, pool, session);

app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('floor ready');
