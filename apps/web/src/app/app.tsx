import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AppStore } from './store.ts';
import { AppProvider } from './provider.tsx';

type AppProps = { store: AppStore; queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> };

export function App({ store, queryClient, router }: AppProps) {
  return (
    <AppProvider store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
