import { describe, expect, it } from 'vitest';
import { LEAVES_BY_SLUG } from '../catalogue/tree.ts';
import { bannerBackgroundPng, iconBody, productPicturePng } from './product-picture.ts';

const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('product pictures', () => {
  it('are PNG of the asked size', () => {
    const picture = productPicturePng(7, 'drill', { size: 200 });
    expect(picture.subarray(1, 4).toString()).toBe('PNG');
    expect(sizeOf(picture)).toEqual([200, 200]);
  });

  it('differ by product colour and by gallery view', () => {
    expect(productPicturePng(1, 'drill', { size: 90 })).not.toEqual(productPicturePng(2, 'drill', { size: 90 }));
    expect(productPicturePng(1, 'drill', { size: 90 })).not.toEqual(productPicturePng(1, 'drill', { view: 3, size: 90 }));
  });

  it('have an icon for every kind of goods', () => {
    for (const leaf of LEAVES_BY_SLUG.values())
      expect(iconBody(leaf.icon), leaf.slug).toMatch(/^<(path|circle|rect|line|polyline|ellipse)/);
  });

  it('are small on the wire', () => {
    expect(productPicturePng(5, 'hammer', { size: 1000 }).length).toBeLessThan(40_000);
  });
});

describe('bannerBackgroundPng', () => {
  it('is drawn at the banner size', () => {
    expect(sizeOf(bannerBackgroundPng(0, 1200, 400))).toEqual([1200, 400]);
  });
});
