import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { texts } from '../texts.ts';
import { BoardMessage } from './board-message.tsx';
import { SalesBoard } from './sales-board.tsx';

/**
 * The display presents its key as ?x-api-key=… (product-widgets-monitoring.md §2); ?key=…, the
 * name the BFF's monitoring calls take it by, opens the display too.
 */
export const API_KEY_PARAMS = ['x-api-key', 'key'] as const;

export function MonitoringScreen() {
  const [params] = useSearchParams();
  useDocumentTitle(texts.title);
  const apiKey = API_KEY_PARAMS.map((name) => params.get(name)?.trim() ?? '').find((key) => key !== '') ?? '';
  if (!apiKey) return <BoardMessage title={texts.keyMissing.title} text={texts.keyMissing.text} />;
  // A new key is a new board: its own poll, its own state.
  return <SalesBoard key={apiKey} apiKey={apiKey} />;
}
