import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mainPageWidgets } from '@shop/mocks/fixtures/widgets.ts';
import { renderApp } from '@/testing/render.tsx';

// The busy test machine: the lazy screen and the page fetch may take seconds.
const slow = { timeout: 15_000 };

const shownWidgets = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-screen="main"] [data-widget]')].map((element) => element.getAttribute('data-widget'));

describe('main page', () => {
  it('shows the server widgets in their order on desktop, the billboard first with its picture asked for first', async () => {
    const { container } = renderApp('/', { siteVersion: 'desktop' });
    await screen.findByRole('region', { name: 'Предложения магазина' }, slow);
    const expected = mainPageWidgets('desktop')
      .map((entry) => entry.widgetData.widgetTypeName)
      // The shopper has viewed nothing yet: the empty history widget renders nothing.
      .filter((type) => type !== 'product_history');
    await waitFor(() => expect(shownWidgets(container)).toEqual(expected), slow);
    expect(expected).toEqual(expect.arrayContaining(['billboard', 'tabloid', 'carousel', 'palisade', 'classified']));

    const firstSlide = container.querySelector<HTMLImageElement>('[data-widget="billboard"] img');
    expect(firstSlide).toHaveAttribute('fetchpriority', 'high');
    expect(firstSlide).toHaveAttribute('loading', 'eager');
    // Sizes are reserved so the page does not jump when pictures arrive.
    expect(firstSlide).toHaveAttribute('width');
    expect(firstSlide).toHaveAttribute('height');
    expect(document.querySelector(`link[rel="preload"][as="image"][href="${firstSlide?.getAttribute('src')}"]`)).not.toBeNull();
    // The slide's background may be the largest paint too: it is asked for as early.
    const background = /url\("(.+)"\)/.exec(firstSlide?.closest<HTMLElement>('[role="group"]')?.style.backgroundImage ?? '')?.[1];
    expect(background).toBeTruthy();
    expect(document.querySelector(`link[rel="preload"][as="image"][href="${background}"]`)).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Интернет-магазин инструментов и товаров для дома');
  });

  it('lays products three a row on mobile and six on desktop', async () => {
    const mobile = renderApp('/', { siteVersion: 'mobile' });
    const mobileStrip = await waitFor(() => {
      const strip = mobile.container.querySelector<HTMLElement>('[data-widget="palisade"] ul');
      expect(strip).not.toBeNull();
      return strip as HTMLElement;
    }, slow);
    expect(mobileStrip.style.getPropertyValue('--per-row')).toBe('3');
    mobile.unmount();

    const desktop = renderApp('/', { siteVersion: 'desktop' });
    const desktopStrip = await waitFor(() => {
      const strip = desktop.container.querySelector<HTMLElement>('[data-widget="palisade"] ul');
      expect(strip).not.toBeNull();
      return strip as HTMLElement;
    }, slow);
    expect(desktopStrip.style.getPropertyValue('--per-row')).toBe('6');
  });

  it('loads at once only the pictures of the first two widgets; those further down wait until scrolled near', async () => {
    const { container } = renderApp('/', { siteVersion: 'mobile' });
    await waitFor(() => expect(container.querySelectorAll('[data-screen="main"] [data-widget]').length).toBeGreaterThan(3), slow);
    const widgets = [...container.querySelectorAll('[data-screen="main"] [data-widget]')];
    const loading = (widget: Element) => [...widget.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    // On a phone the billboard and the strip under it fill the first screen.
    expect(widgets[1]?.getAttribute('data-widget')).toBe('palisade');
    expect(loading(widgets[1] as Element)[0]).toBe('eager');
    const further = widgets.slice(2).flatMap(loading);
    expect(further.length).toBeGreaterThan(3);
    expect(further.every((value) => value === 'lazy')).toBe(true);
  });
});
