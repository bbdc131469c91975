import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { productTexts as texts } from '../texts.ts';

/** The moderator's 'Удалить?' before a comment goes. */
export function DeleteCommentModal({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return <ConfirmDialog title={texts.remove} text={texts.confirmDelete} confirmLabel={texts.yes} onConfirm={onConfirm} onClose={onClose} />;
}
