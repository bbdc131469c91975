import { describe, expect, it } from 'vitest';
import { memoryFirstSeen } from './first-seen.ts';

describe('first sighting of a fingerprint in a window', () => {
  it('is true once per window for each fingerprint, and again once the window is over', async () => {
    let now = 1_000;
    const firstSeen = memoryFirstSeen(600_000, () => now);
    expect(await firstSeen('a')).toBe(true);
    expect(await firstSeen('a')).toBe(false);
    expect(await firstSeen('b')).toBe(true);
    now += 599_999;
    expect(await firstSeen('a')).toBe(false);
    now += 1;
    expect(await firstSeen('a')).toBe(true);
    expect(await firstSeen('a')).toBe(false);
  });

  it('forgets the oldest fingerprints when it remembers too many, so memory stays bounded', async () => {
    const firstSeen = memoryFirstSeen(600_000, () => 0);
    for (let index = 0; index < 5_001; index += 1) await firstSeen(`f${index}`);
    // The first went to make room; the latest is still remembered.
    expect(await firstSeen('f0')).toBe(true);
    expect(await firstSeen('f5000')).toBe(false);
  });
});
