import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('keeps markup but drops scripts and event handlers', () => {
    const { container } = render(
      <SafeHtml html={'<p>Привет, <b>мир</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />,
    );
    expect(container.querySelector('b')).toHaveTextContent('мир');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
