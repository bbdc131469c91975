import { describe, expect, it } from 'vitest';
import type { PageDataOf } from '@shop/contracts/page.ts';
import { productPageData, varieties } from '@shop/mocks/fixtures/product.ts';
import { HEAD_MARK, headTagsHtml } from './head-html.ts';
import { buildPageHead } from './page-head.ts';

const HOSTILE = 'Дрель "Мастер" <b>18В</b> </script><script>alert(1)</script>\u2028конец';

describe('the head’s tags as HTML', () => {
  it('keeps shoppers’ text inside its attributes and scripts: quotes, markup, </script> and U+2028', () => {
    const page = productPageData(varieties[0]!) as PageDataOf<'assortment'>;
    page.seo = { ...page.seo, seo_title: HOSTILE };
    page.sections = {
      ...page.sections,
      assortment: { ...page.sections.assortment, name: HOSTILE },
      shortReviews: {
        vote: 5,
        ratingsTotal: 1,
        comments: [
          {
            id: 1,
            author: 'Ива</script>',
            date: '2026-03-04',
            vote: 5,
            text: '</script><img src=x onerror=alert(1)>',
            advantages: '',
            disadvantages: '',
          },
        ],
      },
    };
    const head = buildPageHead({ page, path: '/x/', origin: 'https://shop.example' });
    const html = headTagsHtml(head);

    // Each JSON-LD block is one script, closed by its own end tag alone.
    expect(html.match(/<\/script/gi)).toHaveLength(head.jsonLd.length);
    expect(html).toContain(`<meta property="og:title" content="Дрель &quot;Мастер&quot; &lt;b&gt;18В&lt;/b&gt; &lt;/script&gt;`);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/gs)].map((match) => match[1]!);
    expect(scripts).toHaveLength(head.jsonLd.length);
    // A raw line separator ends a line in older script parsers; the JSON writes it escaped.
    for (const script of scripts) expect(script).not.toContain('\u2028');
    const blocks = scripts.map((script) => JSON.parse(script) as unknown);
    expect(blocks[0]).toMatchObject({
      name: HOSTILE,
      review: [{ author: { name: 'Ива</script>' }, reviewBody: '</script><img src=x onerror=alert(1)>' }],
    });
  });

  it('marks every tag as the page’s own, for the next page to replace', () => {
    const page = productPageData(varieties[0]!);
    const html = headTagsHtml(buildPageHead({ page, path: '/x/', origin: 'https://shop.example' }));
    const tags = html.match(/<(meta|link|script)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) expect(tag).toContain(` ${HEAD_MARK}`);
  });
});
