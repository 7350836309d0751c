import pg from 'pg';
const c = new pg.Client(process.env.URL); await c.connect();
const m = (await c.query(`select id from users where email='bench-merchant@oja.test'`)).rows[0].id;
for (const q of process.argv.slice(2)) {
  const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${q}`, [m]);
  console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n')); console.log('---');
}
await c.end();
