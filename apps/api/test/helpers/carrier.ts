import type { TerminalSim } from '../../src/providers/logistics/simulated/terminal-sim.ts';
import type { TestApp } from './app.ts';

/** The test app's built-in carrier (the Terminal simulation it serves when TERMINAL_BASE_URL is unset). */
export function carrierSim(t: Pick<TestApp, 'app'>): TerminalSim {
  const sim = t.app.logisticsSim;
  if (!sim) throw new Error('expected the built-in carrier simulation');
  return sim;
}

/** Runs the carrier's job (its steps, then its webhooks) as if `ms` had passed. */
export const carrierLater = (t: Pick<TestApp, 'app'>, ms: number) =>
  carrierSim(t).jobs.runOnce(new Date(Date.now() + ms));
