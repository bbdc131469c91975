import { describe, expect, it } from 'vitest';
import { browserSavesData, pictureForBox } from './data-saver.ts';

describe('pictures for a shopper saving data', () => {
  it('take the smallest side that fills the box at one device pixel a CSS pixel', () => {
    const sides = [40, 90, 91, 116, 160, 200, 201, 412, 520, 1200].map((box) => pictureForBox('/img/p/17-1-1000.png', box, true));
    expect(sides.map((url) => Number(/-(\d+)\.png$/.exec(url)?.[1]))).toEqual([90, 90, 200, 200, 200, 200, 520, 520, 520, 1000]);
  });

  it('ask for a smaller product picture, never a larger one, and leave other pictures as they are', () => {
    expect(pictureForBox('/img/p/17.png', 116, true)).toBe('/img/p/17-1-200.png');
    expect(pictureForBox('/img/p/17-3.png', 64, true)).toBe('/img/p/17-3-90.png');
    expect(pictureForBox('/img/p/17-1-520.png', 160, true)).toBe('/img/p/17-1-200.png');
    expect(pictureForBox('/img/p/17-1-90.png', 200, true)).toBe('/img/p/17-1-90.png');
    expect(pictureForBox('/img/p/17.png', 260, true)).toBe('/img/p/17.png');
    expect(pictureForBox('/img/w/main-1.png', 90, true)).toBe('/img/w/main-1.png');
  });

  it('are the pictures as given when the shopper does not save data', () => {
    expect(pictureForBox('/img/p/17.png', 116, false)).toBe('/img/p/17.png');
  });

  it('are asked for when the browser says so, and only then', () => {
    expect(browserSavesData({ connection: { saveData: true } })).toBe(true);
    expect(browserSavesData({ connection: { saveData: false } })).toBe(false);
    expect(browserSavesData({})).toBe(false);
  });
});
