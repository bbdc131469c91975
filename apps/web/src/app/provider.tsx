import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/error-fallback.tsx';
import { reportBrowserError } from '@/lib/browser-errors.ts';
import { StoreProvider } from '@/lib/store.ts';
import type { AppStore } from '@/lib/store.ts';

class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reportBrowserError('boundary', error);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

type AppProviderProps = { store: AppStore; queryClient: QueryClient; children: ReactNode };

export function AppProvider({ store, queryClient, children }: AppProviderProps) {
  return (
    <AppErrorBoundary>
      <StoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </StoreProvider>
    </AppErrorBoundary>
  );
}
