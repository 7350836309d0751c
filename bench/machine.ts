import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** When and where a run happened: the time, the commit, the machine and its load average before and after. */
export function describeRun(repoRoot: string, loadAverageBefore: number[], pinned: string) {
  return {
    date: new Date().toISOString(),
    commit: (() => {
      try {
        return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
      } catch {
        return 'unknown';
      }
    })(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageBefore,
      loadAverageAfter: os.loadavg(),
      pinned,
    },
  };
}
