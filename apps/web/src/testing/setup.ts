import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-errors';
import { FakeWebSocket } from './fake-websocket';

// findBy*/waitFor give up after 5 s rather than 1 s: on a busy CI machine a route chunk can be slow.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs jsdom lacks and Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// The dashboard's live socket (lib/realtime.ts) never dials out from a test; tests play the server.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
watchConsoleErrors();

afterEach(async () => {
  // Sonner keeps its toasts in module state; a toast of one test must not reappear in the next.
  (await import('sonner')).toast.dismiss();
  cleanup();
  // What a screen keeps for the tab or the browser (onboarding progress, dismissed prompts, form drafts).
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  checkConsoleErrors();
});
