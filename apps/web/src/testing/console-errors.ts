import { format } from 'node:util';

/**
 * Web tests fail on an unexpected console.error: React reports act() warnings, missing keys and
 * uncaught render errors there, and each of those is a bug in a component or a test. A test that
 * expects an error calls expectConsoleError() and may assert on what was logged.
 */
const logged: unknown[][] = [];
let expected = false;

/** Lets the current test log errors; returns the arguments of every console.error call so far. */
export const expectConsoleError = (): readonly unknown[][] => {
  expected = true;
  return logged;
};

/** Installs the recording console.error; called once by the test setup. */
export const watchConsoleErrors = () => {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    logged.push(args);
    if (!expected) original(...args);
  };
};

/** Ends the test: throws (failing it) when an error was logged that the test did not expect. */
export const checkConsoleErrors = () => {
  const calls = logged.splice(0);
  const wasExpected = expected;
  expected = false;
  if (wasExpected || calls.length === 0) return;
  const listed = calls.map((args) => `- ${format(...args).split('\n')[0]}`).join('\n');
  throw new Error(`console.error was called (use expectConsoleError() where it is expected):\n${listed}`);
};
