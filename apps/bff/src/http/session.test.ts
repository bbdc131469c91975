import { describe, expect, it } from 'vitest';
import { hasSession, sessionCookiesOf } from './session.ts';

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

describe('sessionCookiesOf', () => {
  it("is the session's cookies without the app's own, and nothing without a session", () => {
    expect(sessionCookiesOf('site_version=mobile; sid=abc; other=1')).toBe('sid=abc; other=1');
    expect(sessionCookiesOf('site_version=mobile')).toBeUndefined();
    expect(sessionCookiesOf(undefined)).toBeUndefined();
  });
});
