import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { commentTexts } from '../comment-texts.ts';

/** The moderator's 'Удалить?' before a comment goes. */
export function DeleteCommentModal({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      title={commentTexts.remove}
      text={commentTexts.confirmDelete}
      confirmLabel={commentTexts.yes}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
