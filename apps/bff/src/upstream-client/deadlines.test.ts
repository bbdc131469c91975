import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlinePassed, createDeadlines, slotMsOf } from './deadlines.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const TIMEOUT_MS = 400;
const SLOT_MS = slotMsOf(TIMEOUT_MS);

describe('upstream deadlines', () => {
  it('cut a call no sooner than its timeout and no later than one slot after it', () => {
    const deadlines = createDeadlines(() => Date.now());
    const first = deadlines.signal(TIMEOUT_MS);
    vi.advanceTimersByTime(SLOT_MS - 1);
    // The last call of the slot still gets its whole timeout.
    const last = deadlines.signal(TIMEOUT_MS);
    expect(last).toBe(first);
    vi.advanceTimersByTime(TIMEOUT_MS);
    expect(last.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.aborted).toBe(true);
    expect(first.reason).toBeInstanceOf(DeadlinePassed);
  });

  it('give a call that starts after the slot closed a later deadline', () => {
    const deadlines = createDeadlines(() => Date.now());
    const early = deadlines.signal(TIMEOUT_MS);
    vi.advanceTimersByTime(SLOT_MS);
    const later = deadlines.signal(TIMEOUT_MS);
    expect(later).not.toBe(early);
    vi.advanceTimersByTime(TIMEOUT_MS);
    expect(early.aborted).toBe(true);
    expect(later.aborted).toBe(false);
    vi.advanceTimersByTime(SLOT_MS);
    expect(later.aborted).toBe(true);
  });

  it('keep calls with a longer timeout apart from the usual ones', () => {
    const deadlines = createDeadlines(() => Date.now());
    const usual = deadlines.signal(TIMEOUT_MS);
    const longer = deadlines.signal(TIMEOUT_MS * 5);
    vi.advanceTimersByTime(TIMEOUT_MS + SLOT_MS);
    expect(usual.aborted).toBe(true);
    expect(longer.aborted).toBe(false);
  });

  it('overshoot a minute-long timeout by at most a quarter of a second', () => {
    expect(slotMsOf(60_000)).toBe(250);
    expect(slotMsOf(300)).toBeLessThanOrEqual(300 / 40);
  });
});
