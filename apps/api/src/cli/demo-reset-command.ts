import { loadEnv } from '../config/env.ts';
import { openCliDatabase } from './cli-database.ts';
import { resetDemo } from './demo-reset.ts';

/** `npm run demo:reset`, on the embedded database (running or not) or DATABASE_URL. */
async function main() {
  const env = loadEnv();
  const database = await openCliDatabase(env);
  try {
    console.log('Dropping the database and seeding the demo again…');
    const report = await resetDemo(env, database.url);
    const steps = report.steps.map(([step, ms]) => `  ${step}: ${(ms / 1000).toFixed(1)} s`).join('\n');
    console.log(`${steps}\nThe demo is new (${(report.totalMs / 1000).toFixed(1)} s). Log in again.`);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
