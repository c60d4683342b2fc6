interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and handle input in between: code evaluated
 * after it runs in a task of its own instead of lengthening the current one.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
