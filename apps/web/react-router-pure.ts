import type { Plugin } from 'vite';

/** react-router's production build: the one module its entries share. */
export const ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
/** A module-level `var Link = React10.forwardRef(`: a component or context made once, at load. */
const MODULE_LEVEL_REACT_CALL = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** A module-level `Link.displayName = "Link";`, a name for React's developer tools. */
const DISPLAY_NAME = /^\w+\.displayName = "\w+";$/gm;

/**
 * Lets the build leave out the parts of react-router the app does not use. Its build makes its
 * components and contexts with React calls the bundler cannot tell are free of side effects, and
 * names each for React's developer tools, so every one of them stayed in the bundle with all it
 * uses: the framework mode's links with their route prefetching, its forms, its route matching and
 * error pages, 8 kB gzip of the first load that the app never runs. The calls are marked pure and
 * the names dropped; the lines stay where they were, so the build's line numbers still hold.
 */
export function reactRouterPure(): Plugin {
  return {
    name: 'shop:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        return { code: markPure(code), map: null };
      },
    },
  };
}

export function markPure(code: string): string {
  return code.replace(MODULE_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}
