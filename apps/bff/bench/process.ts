import { readFileSync } from 'node:fs';

/** A process's resident memory in MiB, from /proc (throws where there is none); NaN without a pid. */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}
