import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/prefetch-policy.ts';
import type { AppStore } from '@/lib/store.ts';

/** Other tabs are heard from an idle moment on (within 2 s): their code is off the first screen's way. */
export function keepTabsInStepLater(queryClient: QueryClient, store: AppStore): void {
  whenIdle(() => import('./tabs-in-step.ts').then((tabs) => tabs.startTabsInStep(queryClient, store)));
}
