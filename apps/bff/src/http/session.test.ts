import { describe, expect, it } from 'vitest';
import { hasSession } from './session.ts';

describe('a session', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['site_version=mobile', false],
    ['sid=abc', true],
    ['site_version=desktop; PHPSESSID=x', true],
    [' site_version=mobile ;  ', false],
    ['site_version=mobile;sid', true],
    [';;site_version=a=b;', false],
    ['=orphan; site_version=mobile', false],
  ])('%s: %s', (cookie, expected) => {
    expect(hasSession(cookie)).toBe(expected);
  });
});
