import pg from 'pg';
const c = new pg.Client(process.env.URL); await c.connect();
const r = await c.query(`select indexname, indexdef from pg_indexes where tablename = $1`, [process.argv[2]]);
console.log(r.rows.map((x) => x.indexdef).join('\n'));
await c.end();
