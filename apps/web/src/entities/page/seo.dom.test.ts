import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applySeo } from './seo.ts';

const seo = (seo_desc: string) => ({ seo_title: 'Дрели', seo_desc, seo_canonical: '' });
const description = () => document.head.querySelector('meta[name="description"]');

// The page is shared with other test files, whose pages leave their description in the head.
const removeDescriptions = () => document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
beforeEach(removeDescriptions);
afterEach(removeDescriptions);

describe('the meta description', () => {
  it('is the page’s own when it has one, and the shop’s from the page shell when it has none', () => {
    const shell = document.createElement('meta');
    shell.name = 'description';
    shell.content = 'Мастерок — интернет-магазин инструментов';
    document.head.append(shell);

    applySeo(seo('Дрели с доставкой'));
    expect(description()).toHaveAttribute('content', 'Дрели с доставкой');
    applySeo(seo('  '));
    expect(description()).toHaveAttribute('content', 'Мастерок — интернет-магазин инструментов');
  });
});
