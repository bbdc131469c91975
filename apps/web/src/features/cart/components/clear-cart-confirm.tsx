import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { cartTexts } from '@/features/cart/texts.ts';
import type { useCartActions } from './use-cart-actions.ts';

/** 'Очистить корзину?' while the shopper decides. */
export function ClearCartConfirm({ actions, sheet = false }: { actions: ReturnType<typeof useCartActions>; sheet?: boolean }) {
  if (!actions.clearAsked) return null;
  const t = cartTexts.clearConfirm;
  return (
    <ConfirmDialog
      title={t.title}
      text={t.text}
      confirmLabel={t.confirm}
      busy={actions.clearing}
      onConfirm={actions.clear}
      onClose={actions.cancelClear}
      sheet={sheet}
    />
  );
}
