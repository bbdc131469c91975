import { Pool } from 'undici';

/**
 * Requests sent at an even pace, whatever the server does (an open loop): one every 1000/rate ms,
 * on keep-alive connections, each request's time measured from its send to the end of its body
 * in microseconds. autocannon's rate sends each connection's quota for the second back to back
 * and then waits, so its "paced" latencies are those of a burst at full speed.
 */
export interface PacedResult {
  sent: number;
  failed: number;
  /** Latencies in ms, sorted. */
  latencies: Float64Array;
}

export async function pacedLoad(
  target: { url: string; headers: Record<string, string> },
  rate: number,
  seconds: number,
): Promise<PacedResult> {
  const url = new URL(target.url);
  const pool = new Pool(url.origin, { connections: 32, keepAliveTimeout: 30_000 });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  let sent = 0;
  let done = 0;
  let failed = 0;
  const path = `${url.pathname}${url.search}`;

  const sendOne = () => {
    const index = sent;
    sent += 1;
    const start = performance.now();
    pool
      .request({ method: 'GET', path, headers: target.headers })
      .then(async (response) => {
        await response.body.dump({ limit: Number.POSITIVE_INFINITY });
        if (response.statusCode !== 200) failed += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => {
        latencies[index] = performance.now() - start;
        done += 1;
      });
  };

  await new Promise<void>((resolve) => {
    const began = performance.now();
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - began) * rate) / 1000));
      while (sent < due) sendOne();
      if (sent === total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  while (done < total) await new Promise((resolve) => setTimeout(resolve, 5));
  await pool.close();
  return { sent, failed, latencies: latencies.sort() };
}
