import { describe, expect, it } from 'vitest';
import { compoundParts } from './compound-name.ts';

describe('compoundParts', () => {
  it('splits a compound brand before each inner capital, and nothing else', () => {
    expect(compoundParts('ВолгаИнструмент')).toEqual(['Волга', 'Инструмент']);
    expect(compoundParts('СтройПро')).toEqual(['Строй', 'Про']);
    expect(compoundParts('Северный ветер')).toEqual(['Северный ветер']);
    expect(compoundParts('Профи-Лайн')).toEqual(['Профи-Лайн']);
    expect(compoundParts('AEG')).toEqual(['AEG']);
    expect(compoundParts('')).toEqual(['']);
  });
});
