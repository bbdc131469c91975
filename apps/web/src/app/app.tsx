import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { bindApiClient } from '@/lib/api-client.ts';
import type { AppStore } from './store.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => bindApiClient({ navigate: (url) => void router.navigate(url, { replace: true }) }), [router]);
  return <RouterProvider router={router} />;
}

export function App({ store, queryClient }: { store: AppStore; queryClient: QueryClient }) {
  return (
    <AppProvider store={store} queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
