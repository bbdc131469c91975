import { describe, expect, it } from 'vitest';
import { initials, productSvg, wrapText } from './product-svg.ts';

describe('productSvg', () => {
  it('escapes the name so quotes and angle brackets cannot break the picture', () => {
    const svg = productSvg({ id: 7, name: 'Шланг <армированный> 3/4", 25 м & ко', categoryName: 'Шланги' });
    expect(svg).toContain('Шланг &lt;армированный&gt; 3/4&quot;, 25 м &amp; ко');
    expect(svg).not.toMatch(/<армированный>/);
  });

  it('gives different products different colours and shows the category initials', () => {
    const a = productSvg({ id: 1, name: 'Дрель', categoryName: 'Дрели' });
    const b = productSvg({ id: 2, name: 'Дрель', categoryName: 'Дрели' });
    expect(a).not.toBe(b);
    expect(a).toContain('>Др</text>');
    expect(initials('Силовой кабель')).toBe('СК');
  });
});

describe('wrapText', () => {
  it('breaks at words and cuts what does not fit with an ellipsis', () => {
    expect(wrapText('один два три', 8, 3)).toEqual(['один два', 'три']);
    const lines = wrapText('слово '.repeat(20), 12, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
});
