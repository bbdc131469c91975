import { describe, expect, it } from 'vitest';
import { describeError, releaseOfPage } from './browser-error-reporter.ts';

const withStack = (message: string, stack: string) => Object.assign(new TypeError(message), { stack });

describe('what a browser error beacon says of an error', () => {
  it('takes the top frame of a V8 stack, past its message line', () => {
    const error = withStack(
      'x is not a function',
      'TypeError: x is not a function\n    at addToCart (https://shop.example/assets/product-code-N1wSRnvV.js:1:2048)\n    at https://shop.example/assets/react-dom-3C3PCIyh.js:9:77',
    );
    expect(describeError(error)).toEqual({
      message: 'TypeError: x is not a function',
      frame: 'https://shop.example/assets/product-code-N1wSRnvV.js:1:2048',
    });
  });

  it('takes the top frame of a Firefox or Safari stack', () => {
    const error = withStack(
      'x is undefined',
      'addToCart@https://shop.example/assets/product-code-N1wSRnvV.js:1:2048\n@https://shop.example/assets/index-CbEQwiCh.js:1:10',
    );
    expect(describeError(error).frame).toBe('https://shop.example/assets/product-code-N1wSRnvV.js:1:2048');
    expect(describeError(withStack('x', 'https://shop.example/assets/index-CbEQwiCh.js:3:4')).frame).toBe(
      'https://shop.example/assets/index-CbEQwiCh.js:3:4',
    );
  });

  it('takes an error event’s place where it carries no error, as a script of another origin', () => {
    const event = new ErrorEvent('error', { message: 'Script error.', filename: 'https://cdn.example/widget.js', lineno: 3, colno: 9 });
    expect(describeError(event)).toEqual({ message: 'Script error.', frame: 'https://cdn.example/widget.js:3:9' });
    expect(describeError(new ErrorEvent('error', { message: 'Script error.' }))).toEqual({ message: 'Script error.', frame: '' });
  });

  it('says what was thrown when it was not an error', () => {
    expect(describeError('отказ')).toEqual({ message: 'отказ', frame: '' });
    expect(describeError(undefined)).toEqual({ message: 'undefined', frame: '' });
  });

  it('names the build by the page’s entry script, "dev" without one', () => {
    const page = document.implementation.createHTMLDocument();
    expect(releaseOfPage(page)).toBe('dev');
    page.head.innerHTML = '<script type="module" crossorigin src="/assets/index-CbEQwiCh.js"></script>';
    expect(releaseOfPage(page)).toBe('CbEQwiCh');
  });
});
