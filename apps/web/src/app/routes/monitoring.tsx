import { MonitoringScreen } from '@/features/monitoring/components/monitoring-screen.tsx';

/** The monitoring display has an empty layout: no header, footer or bottom bar. */
export function Component() {
  return <MonitoringScreen />;
}
