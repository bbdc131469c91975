import type { PollerEvent } from './board-poller.ts';

export type BoardState = {
  /** live: current; stale: the shop does not answer, the last data stays; refused: wrong key. */
  status: 'live' | 'stale' | 'refused';
  /** When the shown data was last known to be current (while stale). */
  staleSince: number | null;
  /** Counts the refresh signals: each one shows the orders view again. */
  round: number;
};

export const initialBoardState: BoardState = { status: 'live', staleSince: null, round: 0 };

/** Returns the same object when nothing the screen shows changed, so a quiet poll renders nothing. */
export function boardReducer(state: BoardState, event: PollerEvent): BoardState {
  if (state.status === 'refused') return state;
  switch (event.type) {
    case 'contact':
      return state.status === 'live' ? state : { ...state, status: 'live', staleSince: null };
    case 'refreshed':
      return { status: 'live', staleSince: null, round: state.round + 1 };
    case 'failed':
      return state.status === 'stale' ? state : { ...state, status: 'stale', staleSince: event.lastContactAt };
    case 'refused':
      return { ...state, status: 'refused', staleSince: null };
  }
}
