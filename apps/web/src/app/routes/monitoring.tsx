import { useLocation } from 'react-router';
import { usePageHead } from '@/entities/page/head/use-page-head.ts';
import { MonitoringScreen } from '@/features/monitoring/components/monitoring-screen.tsx';

/** The monitoring display has an empty layout: no header, footer or bottom bar. */
export function Component() {
  usePageHead({ page: null, path: useLocation().pathname });
  return <MonitoringScreen />;
}
