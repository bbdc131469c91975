import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

describe('Price', () => {
  it('strikes through a higher old price and reads it out with what it is, in text rather than an aria-label', () => {
    const { container } = render(<Price value={4590} oldValue={5400} oldLabel="Было" />);
    const old = container.querySelector('s');
    expect(old?.textContent).toBe('Было: 5 400 ₽');
    // HTML allows no aria-label on an s of no role of its own, and screen readers may skip one there.
    expect(old).not.toHaveAttribute('aria-label');
    expect(container.textContent).toContain('4 590 ₽');
  });

  it('shows no old price that is not higher', () => {
    const { container } = render(<Price value={4590} oldValue={4590} />);
    expect(container.querySelector('s')).toBeNull();
  });
});
