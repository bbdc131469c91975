import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { Screen } from './content-page-screen.tsx';
import type { ContentPageSections } from './sections.ts';

const seo = { seo_title: '', seo_desc: '', seo_keys: '', seo_canonical: '' };

function renderPage(sections: ContentPageSections, siteVersion: SiteVersion = 'desktop') {
  return renderWithProviders(
    <MemoryRouter>
      <Screen page={{ seo, sections }} />
    </MemoryRouter>,
    { siteVersion },
  );
}

describe('content page', () => {
  it('shows its title and the server HTML without scripts, handlers or javascript links', () => {
    const { container } = renderPage({
      title: 'Доставка',
      html:
        '<h2>Курьером</h2><p>Бесплатно от 10 000 ₽.</p>' +
        '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>' +
        '<a href="javascript:alert(1)">Подробнее</a>',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Доставка' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Курьером' })).toBeInTheDocument();
    expect(screen.getByText('Бесплатно от 10 000 ₽.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Подробнее')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect(document.title).toBe('Доставка');
  });

  const categories: ContentPageSections = {
    name: 'Все категории',
    pageval4: [
      {
        id: 1,
        name: 'Инструменты',
        url: '/instrumenty/',
        children: [{ id: 2, name: 'Дрели', url: '/dreli/', children: [{ id: 3, name: 'Ударные дрели', url: '/udarnye-dreli/' }] }],
      },
    ],
    pageval4_mobile: [
      { id: 2, name: 'Дрели', url: '/dreli/' },
      { id: 3, name: 'Ударные дрели', url: '/udarnye-dreli/' },
    ],
  };

  it('shows a categories page as its name and the desktop sections with groups and leaves', () => {
    renderPage(categories);
    expect(screen.getByRole('heading', { level: 1, name: 'Все категории' })).toBeInTheDocument();
    const section = screen.getByRole('heading', { level: 2, name: 'Инструменты' });
    expect(within(section).getByRole('link')).toHaveAttribute('href', '/instrumenty/');
    expect(screen.getByRole('link', { name: 'Ударные дрели' })).toHaveAttribute('href', '/udarnye-dreli/');
  });

  it('shows the mobile list (pageval4_mobile) on mobile, without the desktop sections', () => {
    renderPage(categories, 'mobile');
    expect(screen.getByRole('link', { name: 'Дрели' })).toHaveAttribute('href', '/dreli/');
    expect(screen.queryByRole('heading', { level: 2, name: 'Инструменты' })).toBeNull();
  });

  it('shows a brands page by letter', () => {
    renderPage({
      name: 'Бренды',
      pageval4: [{ letter: 'B', marks: [{ id: 7, name: 'Bosch', url: '/brand/bosch/' }] }],
      pageval4_mobile: [{ id: 7, name: 'Bosch', url: '/brand/bosch/' }],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bosch' })).toHaveAttribute('href', '/brand/bosch/');
  });
});
