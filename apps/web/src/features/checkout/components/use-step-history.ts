import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useAppDispatch } from '@/lib/store.ts';
import { levelChanged } from '@/features/checkout/model/checkout-slice.ts';
import type { MobileLevel } from '@/features/checkout/model/checkout-slice.ts';
import { stepOf } from './step-entry.ts';
import type { StepState } from './step-entry.ts';

const levelOf = (state: unknown, opening: string): MobileLevel | null => {
  const step = stepOf(state);
  return step?.opening === opening ? step.level : null;
};

/**
 * cart-and-ordering.md §2, mobile: the phone's Back goes a step back, and from the first step it
 * closes the checkout. The open checkout and each step it goes on to have an entry of their own in
 * the history (the same address, the step in the entry's state), so Back walks them. The in-dialog
 * back, the swipe and the close go back through those entries too, leaving no step for Forward to
 * bring back unasked. Forward to a step of this opening shows it again; Forward to a step of a
 * checkout already closed finds no checkout to open and is ignored.
 */
export function useStepHistory(enabled: boolean, level: MobileLevel, onClose: () => void, onStepLeft: () => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Tells this opening's entries from those of an earlier one (the state survives a reload).
  const [opening] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const seenKey = useRef<string | null>(null);
  const shownLevel = useRef<MobileLevel | null>(null);
  // The level of the entry shown, when the entry is this opening's.
  const entryLevel = useRef<MobileLevel | null>(null);

  useEffect(() => {
    if (!enabled || seenKey.current === location.key) return;
    const first = seenKey.current === null;
    seenKey.current = location.key;
    entryLevel.current = levelOf(location.state, opening);
    if (first || navigationType !== 'POP') return;
    onStepLeft();
    if (entryLevel.current === null) onClose();
    else dispatch(levelChanged(entryLevel.current));
  }, [enabled, location, navigationType, opening, onClose, onStepLeft, dispatch]);

  useEffect(() => {
    // Only the opening and a step forward make an entry: a step shown by Back or Forward has its
    // own already, and a level put back by the store (a placed order) leaves the history alone.
    if (!enabled || shownLevel.current === level) return;
    shownLevel.current = level;
    if (entryLevel.current !== null && entryLevel.current >= level) return;
    const state = { ...(location.state as object | null), checkoutStep: { opening, level } } satisfies StepState;
    entryLevel.current = level;
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state, preventScrollReset: true });
  }, [enabled, level, location, opening, navigate]);

  const ownsEntry = () => enabled && entryLevel.current === level;
  return {
    /** The order is placed: the entry shown is marked, for Back from the order to pass the steps. */
    leave: () => {
      if (!enabled || entryLevel.current === null) return;
      const state = { ...(location.state as object | null), checkoutStep: { opening, level: entryLevel.current, left: true } };
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state, replace: true, preventScrollReset: true },
      );
    },
    back: () => {
      if (ownsEntry()) void navigate(-1);
      else if (level === 0) onClose();
      else dispatch(levelChanged(level === 2 ? 1 : 0));
    },
    close: () => {
      if (ownsEntry()) void navigate(-(level + 1));
      else onClose();
    },
  };
}
