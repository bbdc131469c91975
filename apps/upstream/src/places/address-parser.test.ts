import { describe, expect, it } from 'vitest';
import { housesStartingWith, parseAddress } from './address-parser.ts';

describe('parseAddress', () => {
  it('reads a full address with the city, kind, house and flat', () => {
    expect(parseAddress('г. Казань, ул. Ленина, д. 12, кв. 5', 'Казань')).toEqual({
      street: 'ленина',
      kind: 'ул.',
      house: '12',
      flat: 5,
    });
  });

  it('reads a short one typed in any case, with ё as е', () => {
    expect(parseAddress('ЗЕЛЁНАЯ 7а', 'Москва')).toEqual({ street: 'зеленая', kind: null, house: '7', flat: null });
  });

  it('keeps a street name of several words and reads the kind written in full', () => {
    expect(parseAddress('проспект Карла Маркса 3', 'Омск')).toMatchObject({ street: 'карла маркса', kind: 'пр-т', house: '3' });
  });

  it('keeps the number of a street named after a date', () => {
    expect(parseAddress('ул. 8 Марта, 14', 'Тула')).toMatchObject({ street: '8 марта', house: '14' });
  });

  it('skips the words of a city name of several words', () => {
    expect(parseAddress('Нижний Новгород, Садовая 3', 'Нижний Новгород')).toMatchObject({ street: 'садовая', house: '3' });
  });

  it('reads Набережная alone as the street name', () => {
    expect(parseAddress('Набережная 4', 'Казань')).toMatchObject({ street: 'набережная', kind: null, house: '4' });
  });
});

describe('housesStartingWith', () => {
  it('lists the number itself, then the longer numbers that start with it, up to the last house', () => {
    expect(housesStartingWith('1', 25, 10)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(housesStartingWith('2', 25, 10)).toEqual([2, 20, 21, 22, 23, 24, 25]);
    expect(housesStartingWith('30', 25, 10)).toEqual([]);
  });
});
