import { describe, expect, it } from 'vitest';
import { OUTAGE_SILENCE_MS, OUTAGE_TIMEOUT_MS, createOutageWatch } from './outage.ts';

const FULL = 60_000;

function watch() {
  let now = 0;
  return { outage: createOutageWatch(() => now), pass: (ms: number) => (now += ms) };
}

describe('what the BFF knows of the upstream being away', () => {
  it('gives every call its full timeout while the upstream answers', () => {
    const { outage } = watch();
    const call = outage.begin('GET', FULL);
    expect(call.timeoutMs).toBe(FULL);
    call.end('answered');
    expect(outage.known()).toBe(false);
  });

  it('after a call timed out, gives reading calls the page budget but one, which finds out whether it is back', () => {
    const { outage } = watch();
    outage.begin('GET', FULL).end('timeout');
    expect(outage.known()).toBe(true);
    const probe = outage.begin('GET', FULL);
    expect(probe.timeoutMs).toBe(FULL);
    const reading = outage.begin('GET', FULL);
    expect(reading.timeoutMs).toBe(OUTAGE_TIMEOUT_MS);
    expect(outage.begin('POST', FULL).timeoutMs).toBe(FULL);
    // A call cut short says nothing new; the probe's answer ends the outage.
    reading.end('timeout');
    probe.end('answered');
    expect(outage.known()).toBe(false);
    expect(outage.begin('GET', FULL).timeoutMs).toBe(FULL);
  });

  it('holds the upstream away after it could not be reached until something answers, a failure included', () => {
    const { outage } = watch();
    outage.begin('PUT', FULL).end('unreachable');
    const probe = outage.begin('GET', FULL);
    probe.end('unreachable');
    expect(outage.known()).toBe(true);
    outage.begin('GET', FULL).end('answered');
    expect(outage.known()).toBe(false);
  });

  it('takes a call left without any answer for a while as the upstream being away, and not before', () => {
    const { outage, pass } = watch();
    const waiting = outage.begin('GET', FULL);
    pass(OUTAGE_SILENCE_MS - 1);
    expect(outage.known()).toBe(false);
    pass(1);
    expect(outage.known()).toBe(true);
    // The call still waiting finds out whether the upstream is back.
    expect(outage.begin('GET', FULL).timeoutMs).toBe(OUTAGE_TIMEOUT_MS);
    waiting.end('answered');
    expect(outage.known()).toBe(false);
  });
});
