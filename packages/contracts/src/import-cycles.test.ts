import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

/** Every relative import and re-export of a module, type-only ones included, as paths under src/. */
function importsOf(file: string): string[] {
  const code = readFileSync(join(src, file), 'utf8');
  const specifiers = [...code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*'(\.[^']+)'|^import\s*'(\.[^']+)'/gm)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return specifiers.map((specifier) => relative(src, resolve(src, dirname(file), specifier)));
}

/** Each import cycle once, as the path around it from its first module back to that module. */
function cycles(modules: readonly string[]): string[] {
  const graph = new Map(modules.map((file) => [file, importsOf(file)]));
  const found = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const start = path.indexOf(file);
    if (start >= 0) {
      const cycle = path.slice(start);
      const first = cycle.indexOf([...cycle].sort()[0] ?? file);
      found.add([...cycle.slice(first), ...cycle.slice(0, first), cycle[first]].join(' > '));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of modules) visit(file, []);
  return [...found];
}

describe('the contracts import each other one way', () => {
  const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));

  it('has no import cycle, type-only imports included', () => {
    expect(cycles(modules)).toEqual([]);
  });

  it('follows type-only imports', () => {
    expect(importsOf('rules/cart-totals.ts')).toContain('cart.ts');
  });
});
