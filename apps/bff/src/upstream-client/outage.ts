/**
 * While the upstream is known to be away, a reading call gives up after this: the page budget
 * (http/page-rendering.ts SSR_BUDGET_MS). The app's own calls then answer 504 within the
 * time a page has, instead of holding a loading skeleton for the full upstream timeout (60 s).
 */
export const OUTAGE_TIMEOUT_MS = 2_000;
/**
 * A call waiting this long with no answer of any kind come from the upstream since it started is
 * taken as a sign the upstream is away: one slow reply among others on a busy machine is not.
 */
export const OUTAGE_SILENCE_MS = 10_000;

export type CallOutcome = 'answered' | 'timeout' | 'unreachable';

export interface CallAttempt {
  timeoutMs: number;
  /** Given the page budget because the upstream is known to be away. */
  shortened: boolean;
  end(outcome: CallOutcome): void;
}

export interface OutageWatch {
  /** Whether the upstream is known to be away: a call timed out or could not connect and nothing has answered since, or it has been silent a while. */
  known(): boolean;
  /**
   * A call starting now: the timeout it gets (shortened for a reading call during a known outage
   * while another waits with its full timeout to find out whether the upstream is back; with none
   * waiting, this one does), and the function that tells its outcome.
   */
  begin(method: string, timeoutMs: number): CallAttempt;
}

/**
 * What the BFF has seen of the upstream lately. Writes keep their full timeout: one cut short might
 * still be carried out upstream, and only orders are deduplicated there. Any HTTP answer (a 5xx
 * included: the upstream is there to say it) ends a known outage.
 */
export function createOutageWatch(now: () => number = performance.now.bind(performance)): OutageWatch {
  let away = false;
  // Since when a call has been waiting with nothing answered: unset by any answer.
  let unansweredSince: number | undefined;
  // Reading calls in flight with their full timeout: while there is one, it finds out whether the upstream is back.
  let waitingInFull = 0;

  const known = () => away || (unansweredSince !== undefined && now() - unansweredSince >= OUTAGE_SILENCE_MS);

  return {
    known,
    begin(method, timeoutMs) {
      const reading = method === 'GET' || method === 'HEAD';
      const shortened = reading && waitingInFull > 0 && known();
      const inFull = reading && !shortened;
      if (inFull) waitingInFull += 1;
      unansweredSince ??= now();
      return {
        timeoutMs: shortened ? Math.min(timeoutMs, OUTAGE_TIMEOUT_MS) : timeoutMs,
        shortened,
        end(outcome) {
          if (inFull) waitingInFull -= 1;
          if (outcome === 'answered') {
            away = false;
            unansweredSince = undefined;
          } else if (!shortened) {
            away = true;
          }
        },
      };
    },
  };
}
