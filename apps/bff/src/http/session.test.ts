import { describe, expect, it } from 'vitest';
import { hasSession } from './session.ts';

describe('a session', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['site_version=mobile', false],
    ['sid=abc', true],
    ['site_version=desktop; PHPSESSID=x', true],
  ])('%s: %s', (cookie, expected) => {
    expect(hasSession(cookie)).toBe(expected);
  });
});
