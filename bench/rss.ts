import { readFileSync, writeFileSync } from 'node:fs';

/** One field of /proc/<pid>/status in kB (VmRSS, VmHWM), or undefined off Linux or once it exited. */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface PeakRss {
  /** Highest resident set seen during the watch, in MiB (undefined where /proc is missing). */
  peakMb: number | undefined;
  /** Resident memory when the watch began, in MiB: what the peak grew from. */
  startMb: number | undefined;
  /** 'VmHWM' when the kernel's own high-water mark was reset first, else 'VmRSS every 100 ms'. */
  how: string;
}

/**
 * Watches a process's peak resident memory while something runs. The kernel's high-water mark
 * (VmHWM) is exact, but it holds the peak since the process started (set-up included), so it is
 * reset first by writing "5" to /proc/<pid>/clear_refs; where that is refused, VmRSS sampled
 * every 100 ms stands in (it can miss a spike shorter than that). Both are taken when both work.
 */
export function watchPeakRss(pid: number): () => PeakRss {
  let reset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    reset = true;
  } catch {
    // Not permitted (another user's process, a locked-down kernel): sampling only.
  }
  const start = statusKb(pid, 'VmRSS');
  let sampled = start ?? 0;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, statusKb(pid, 'VmRSS') ?? 0);
  }, 100);
  return () => {
    clearInterval(timer);
    sampled = Math.max(sampled, statusKb(pid, 'VmRSS') ?? 0);
    const hwm = reset ? statusKb(pid, 'VmHWM') : undefined;
    const kb = Math.max(sampled, hwm ?? 0);
    return {
      startMb: start === undefined ? undefined : start / 1024,
      peakMb: kb > 0 ? kb / 1024 : undefined,
      how: hwm !== undefined ? 'VmHWM' : 'VmRSS every 100 ms',
    };
  };
}
