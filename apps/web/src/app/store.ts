export { makeStore } from '@/lib/store.ts';
export type { AppStore } from '@/lib/store.ts';
