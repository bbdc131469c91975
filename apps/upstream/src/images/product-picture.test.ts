import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerBackgroundPng, productPicturePng } from './product-picture.ts';

/** The width, height and RGB pixels of a PNG this module wrote (8-bit RGB, filters None and Up). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8, 13)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  const rgb = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = rows[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const raw = rows[y * (stride + 1) + 1 + x] ?? 0;
      rgb[y * stride + x] = filter === 2 && y > 0 ? (raw + (rgb[(y - 1) * stride + x] ?? 0)) & 0xff : raw;
    }
  }
  const pixel = (x: number, y: number) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
  return { width, height, pixel };
}

describe('productPicturePng', () => {
  it('draws a picture of the asked size: a disc of the product colour on a light ground', () => {
    const picture = decode(productPicturePng(7, { size: 200 }));
    expect([picture.width, picture.height]).toEqual([200, 200]);
    const ground = picture.pixel(2, 2);
    const disc = picture.pixel(100, 100);
    expect(ground).not.toEqual(disc);
    // The ground is light, the disc darker: the product reads on it.
    expect(Math.min(...ground)).toBeGreaterThan(200);
    expect(Math.max(...disc)).toBeLessThan(180);
    // Its edge is smoothed: some pixel lies between the two colours.
    const key = (pixel: number[]) => pixel.join();
    const diagonal = Array.from({ length: 100 }, (_, step) => key(picture.pixel(step, step)));
    expect(diagonal.some((value) => value !== key(ground) && value !== key(disc))).toBe(true);
  });

  it('gives products colours of their own and other views another shape', () => {
    const a = decode(productPicturePng(1, { size: 90 }));
    const b = decode(productPicturePng(2, { size: 90 }));
    expect(a.pixel(45, 45)).not.toEqual(b.pixel(45, 45));
    const main = decode(productPicturePng(1, { size: 200 }));
    const side = decode(productPicturePng(1, { view: 3, size: 200 }));
    // The disc leaves this point near its edge bare; the turned square covers it.
    expect(main.pixel(100, 56)).not.toEqual(side.pixel(100, 56));
  });

  it('is small on the wire: flat colour compresses', () => {
    expect(productPicturePng(5, { size: 1000 }).length).toBeLessThan(40_000);
  });
});

describe('bannerBackgroundPng', () => {
  it('is the slide colour alone, at the banner size', () => {
    const banner = decode(bannerBackgroundPng(0, 1200, 400));
    expect([banner.width, banner.height]).toEqual([1200, 400]);
    expect(banner.pixel(0, 0)).toEqual(banner.pixel(1199, 399));
  });
});
