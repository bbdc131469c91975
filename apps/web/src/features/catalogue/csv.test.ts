import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contracts/catalogue.ts';
import { listingCsv } from './csv.ts';

const card = (over: Partial<ProductCard>) =>
  ({
    name: 'Дрель',
    price: 2490,
    assVal1: '',
    assVal2: null,
    price_name: 'за шт',
    outOrder: false,
    url: '/drel-1/',
    ...over,
  }) as ProductCard;

describe('the listing as CSV', () => {
  it('starts with a BOM and separates cells with semicolons', () => {
    const text = listingCsv([card({})], 'https://shop.test');
    expect(text.startsWith('\uFEFFНазвание;Цена, ₽;')).toBe(true);
    expect(text.split('\r\n')[1]).toBe('Дрель;2490;;за шт;В наличии;https://shop.test/drel-1/');
  });

  it('quotes cells that hold the separator or quotes, and writes decimal commas', () => {
    const text = listingCsv(
      [card({ name: 'Кисть "Мастер"; 50 мм', price: 99.5, assVal1: 'sale', assVal2: 120, outOrder: true })],
      'https://shop.test',
    );
    expect(text.split('\r\n')[1]).toBe('"Кисть ""Мастер""; 50 мм";99,5;120;за шт;Нет в наличии;https://shop.test/drel-1/');
  });
});
