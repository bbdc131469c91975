import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPure, ROUTER_BUILD } from './react-router-pure.ts';

const production = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const [build] = readdirSync(production)
  .map((file) => path.join(production, file))
  .filter((file) => ROUTER_BUILD.test(file) && readFileSync(file, 'utf8').includes('var Link = '));

describe('react-router marked pure', () => {
  it('finds the installed react-router build the app bundles', () => {
    expect(build).toBeDefined();
  });

  it('marks its components and contexts made at load pure, so those the app does not use are left out', () => {
    const marked = markPure(readFileSync(build!, 'utf8'));
    for (const name of ['Link', 'NavLink', 'Form', 'DataRouterContext', 'FrameworkContext', 'MemoizedDataRoutes']) {
      expect(marked).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    }
    expect(marked).not.toMatch(/^\w+\.displayName = /m);
  });

  it('keeps every line where it was', () => {
    const code = readFileSync(build!, 'utf8');
    expect(markPure(code).split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves calls inside functions alone: only what runs once, at load, is marked', () => {
    const code =
      'function useX() {\n  var ctx = React.createContext(null);\n  React.useEffect(() => {});\n}\nvar A = React.createContext(null);\nA.displayName = "A";\n';
    expect(markPure(code)).toBe(
      'function useX() {\n  var ctx = React.createContext(null);\n  React.useEffect(() => {});\n}\nvar A = /* @__PURE__ */ React.createContext(null);\n\n',
    );
  });
});
