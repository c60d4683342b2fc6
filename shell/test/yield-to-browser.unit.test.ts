import { jest } from '@jest/globals';
import { yieldToBrowser } from '../src/behaviours/yield-to-browser.js';

type GlobalWithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as GlobalWithScheduler).scheduler;
    jest.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as GlobalWithScheduler).scheduler = { yield: yieldTask };
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a timer task, after every pending microtask', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const yielded = yieldToBrowser().then(() => {
      resolved = true;
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    jest.runOnlyPendingTimers();
    await yielded;
    expect(resolved).toBe(true);
  });
});
