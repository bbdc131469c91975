import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

const HOSTILE = '<p>Привет, <b>мир</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

describe('SafeHtml', () => {
  it('shows nothing of the HTML until its sanitiser has loaded, then the markup without scripts or event handlers', async () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    expect(container.innerHTML).toBe('<div></div>');
    expect(await screen.findByText('мир')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
