/**
 * While the upstream is known to be away, a reading call gives up after this: the page budget
 * (http/page-drawing.ts PAGE_DRAWING_BUDGET_MS). The app's own calls then answer 504 within the
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
   * A call starting now: the timeout it gets (shortened for a reading call during a known outage,
   * but for one call at a time, which keeps its full timeout to find out whether the upstream is
   * back), and the function that tells its outcome.
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
  let probing = false;

  const known = () => away || (unansweredSince !== undefined && now() - unansweredSince >= OUTAGE_SILENCE_MS);

  return {
    known,
    begin(method, timeoutMs) {
      let shortened = false;
      let probe = false;
      if ((method === 'GET' || method === 'HEAD') && known()) {
        if (probing) shortened = true;
        else probe = probing = true;
      }
      unansweredSince ??= now();
      return {
        timeoutMs: shortened ? Math.min(timeoutMs, OUTAGE_TIMEOUT_MS) : timeoutMs,
        shortened,
        end(outcome) {
          if (probe) probing = false;
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
