import { crc32, deflateSync } from 'node:zlib';

/**
 * A picture to draw on: RGB, 8 bits a channel. Shapes are drawn with their edges smoothed by the
 * distance of each pixel's centre to the edge (one pixel of blending), as a rasteriser would.
 */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly rgb: Uint8Array;
}

export type Rgb = readonly [red: number, green: number, blue: number];

export function createRaster(width: number, height: number, background: Rgb): Raster {
  const rgb = new Uint8Array(width * height * 3);
  rgb.set(background, 0);
  // Doubling copies: a few calls instead of one per pixel.
  for (let filled = 3; filled < rgb.length; filled *= 2) rgb.copyWithin(filled, 0, Math.min(filled, rgb.length - filled));
  return { width, height, rgb };
}

/**
 * Fills a shape given by its signed distance (negative inside, in pixels) within a box: each pixel
 * takes the colour by how much of it lies inside.
 */
export function fillShape(
  raster: Raster,
  box: { left: number; top: number; right: number; bottom: number },
  distance: (x: number, y: number) => number,
  colour: Rgb,
): void {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(raster.width, Math.ceil(box.right));
  const bottom = Math.min(raster.height, Math.ceil(box.bottom));
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const cover = Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5)));
      if (cover === 0) continue;
      const offset = (y * raster.width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const under = raster.rgb[offset + channel] ?? 0;
        raster.rgb[offset + channel] = Math.round(under + ((colour[channel] ?? 0) - under) * cover);
      }
    }
  }
}

/** Signed distance to a circle. */
export const circleDistance = (cx: number, cy: number, radius: number) => (x: number, y: number) => Math.hypot(x - cx, y - cy) - radius;

/** Signed distance to a square with rounded corners, turned by `degrees` about its centre. */
export function roundedSquareDistance(cx: number, cy: number, half: number, corner: number, degrees: number) {
  const angle = (-degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const inner = half - corner;
  return (x: number, y: number) => {
    const dx = x - cx;
    const dy = y - cy;
    const qx = Math.abs(dx * cos - dy * sin) - inner;
    const qy = Math.abs(dx * sin + dy * cos) - inner;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
  };
}

/** 'hsl(h s% l%)' as RGB. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - chroma / 2 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

/** The raster as a PNG file: 8-bit RGB, each row filtered by its difference to the row above. */
export function encodePng(raster: Raster): Buffer {
  const { width, height, rgb } = raster;
  const stride = width * 3;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    // Filter 2 (Up): flat pictures become runs of zeros, which deflate to almost nothing.
    rows[row] = y === 0 ? 0 : 2;
    for (let x = 0; x < stride; x += 1) {
      const value = rgb[y * stride + x] ?? 0;
      rows[row + 1 + x] = y === 0 ? value : (value - (rgb[(y - 1) * stride + x] ?? 0)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
