import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // Mock mode serves everything from the MSW worker; otherwise /api goes to the BFF.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // No source maps in the build: served from dist they would publish the shop's source.
    sourcemap: false,
    // The server links a drawn page's screen styles and code by the client build's manifest.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        codeSplitting: {
          groups: [
            // The libraries the app starts with, each a chunk of its own: the entry evaluates them
            // one task at a time (main.tsx). React has its own, or it lands in the first chunk that
            // imports it and is evaluated with it.
            { name: 'react', test: /[\\/]node_modules[\\/](react|scheduler)[\\/]/, priority: 3 },
            { name: 'react-dom', test: /[\\/]node_modules[\\/]react-dom[\\/]/, priority: 3 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 3 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 3 },
            { name: 'state', test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|immer|reselect)[\\/]/, priority: 3 },
            { name: 'shared', test: /[\\/]src[\\/](components|lib|config|entities)[\\/]|[\\/]packages[\\/](ui|contracts)[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
}));
