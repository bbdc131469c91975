import type { QueryClient } from '@tanstack/react-query';
import type { AppStore } from '@/lib/store.ts';
import { AppRouter, type AppNavigation } from './navigation.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

type AppProps = { store: AppStore; queryClient: QueryClient; navigation: AppNavigation };

export function App({ store, queryClient, navigation }: AppProps) {
  return (
    <AppProvider store={store} queryClient={queryClient}>
      <AppRouter navigation={navigation}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}
