import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns every character that could open markup or leave an attribute into its entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Корзина / 2 шт.')).toBe('Корзина / 2 шт.');
  });
});
