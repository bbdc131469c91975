import { describe, expect, it } from 'vitest';
import { browserErrorBeaconSchema, releaseOfEntry } from './browser-errors.ts';

describe('browser error beacon', () => {
  it('keeps only the fields it knows: nothing else of the shopper is stored', () => {
    const beacon = { kind: 'chunk', message: 'm', frame: '', route: 'cart', layout: 'desktop', release: 'CbEQwiCh' };
    expect(browserErrorBeaconSchema.parse({ ...beacon, url: '/o/1/?token=x', userAgent: 'UA' })).toEqual(beacon);
  });
});

describe('release of a build', () => {
  it('is the hash in its entry chunk’s name, whether a manifest’s file or an address', () => {
    expect(releaseOfEntry('assets/index-CbEQwiCh.js')).toBe('CbEQwiCh');
    expect(releaseOfEntry('https://shop.example/assets/index-C1r-K9_T.js')).toBe('C1r-K9_T');
  });

  it('is "dev" for the development server’s entry, or none', () => {
    expect(releaseOfEntry('http://localhost:5173/src/main.tsx')).toBe('dev');
    expect(releaseOfEntry('')).toBe('dev');
  });
});
