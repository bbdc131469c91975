import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startSiteVersion } from '@/lib/site-version.ts';
import { renderApp } from '@/testing/render.tsx';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

afterEach(() => setWidth(1024));

describe('site version with no choice stored', () => {
  it('a phone-sized window gets the mobile tree with its bottom bar', async () => {
    setWidth(390);
    renderApp('/order/history/', { siteVersion: startSiteVersion().version });
    expect(await screen.findByRole('link', { name: 'Полная версия' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Главная' })).toBeInTheDocument();
  });

  it('a wide window gets the desktop tree', async () => {
    setWidth(1280);
    renderApp('/order/history/', { siteVersion: startSiteVersion().version });
    expect(await screen.findByRole('link', { name: 'Мобильная версия' })).toBeInTheDocument();
  });
});
