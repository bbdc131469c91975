import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { productTexts as texts } from '../texts.ts';
import styles from './comments.module.css';

/** The moderator's 'Удалить?' before a comment goes. */
export function DeleteCommentModal({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={texts.remove}>
      <p>{texts.confirmDelete}</p>
      <div className={styles.confirm}>
        <Button onClick={onConfirm}>{texts.yes}</Button>
        <Button variant="secondary" onClick={onClose}>
          {texts.cancel}
        </Button>
      </div>
    </Modal>
  );
}
