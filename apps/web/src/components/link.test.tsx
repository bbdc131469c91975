import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink } from './link.tsx';

function Shown() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Shown />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to its address, followed in place by a click', async () => {
    renderAt('/', <Link to="/dreli/?sort=price">Дрели</Link>);
    const link = screen.getByRole('link', { name: 'Дрели' });
    expect(link).toHaveAttribute('href', '/dreli/?sort=price');
    await userEvent.click(link);
    expect(screen.getByLabelText('address')).toHaveTextContent('/dreli/?sort=price');
  });

  it('leaves a click the page handled, or one opening a new tab, to the browser', async () => {
    renderAt(
      '/',
      <>
        <Link to="/a/" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
        <Link to="/b/" target="_blank">
          New tab
        </Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Handled' }));
    await userEvent.click(screen.getByRole('link', { name: 'New tab' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  it('says it is the page shown, and its class knows it', () => {
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab active' : 'tab');
    renderAt(
      '/order/history/',
      <>
        <NavLink to="/" end className={className}>
          Главная
        </NavLink>
        <NavLink to="/order/history/" className={className}>
          Заказы
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Заказы' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Заказы' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveClass('active');
  });
});

describe('isActivePath', () => {
  it('matches the address and, unless end, the addresses below it, letter case aside', () => {
    expect(isActivePath('/dreli/', '/dreli/', false)).toBe(true);
    expect(isActivePath('/Dreli/', '/dreli/', true)).toBe(true);
    expect(isActivePath('/dreli/akkum/', '/dreli/', false)).toBe(true);
    expect(isActivePath('/dreli/akkum/', '/dreli/', true)).toBe(false);
    expect(isActivePath('/drelix/', '/dreli', false)).toBe(false);
    expect(isActivePath('/cart/', '/', false)).toBe(false);
  });
});
