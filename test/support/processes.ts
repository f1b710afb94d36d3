/** Process-tree facts from /proc for tests that start real processes (Linux). */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Whether a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Direct child pids of `pid` (empty once it is gone). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Resident memory of one process in KiB: `rss` is VmRSS (pages it shares with others, such as the node binary, count
 * in full), `pss` the proportional set size from smaps_rollup (a shared page counts as its share). Zeros when gone.
 */
export function memoryKbOf(pid: number): { rss: number; pss: number } {
  try {
    return {
      rss: Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0),
      pss: Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0),
    };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

/** `pid` and every process below it, parents first (a snapshot: processes come and go). */
export function processTreeOf(pid: number): number[] {
  const out: number[] = [];
  const walk = (p: number): void => {
    out.push(p);
    for (const child of childrenOf(p)) walk(child);
  };
  walk(pid);
  return out;
}

/** Clock ticks per second of /proc's CPU times. */
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * Field `n` (1-based, as proc(5) numbers them: state 3, ppid 4, utime 14, stime 15, cutime 16, cstime 17) of a
 * /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat line; read after the command name, which may contain spaces.
 */
function statField(line: string, n: number): number {
  return Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[n - 3]);
}

/** Parent pid and CPU ticks (user + system, with waited-for children) of a process from /proc/<pid>/stat; null once it is gone. */
function procStat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = (n: number) => statField(s, n);
    // cutime/cstime: children that already ended and were waited for (live children count under their own pid).
    return { ppid: f(4), ticks: f(14) + f(15) + f(16) + f(17) };
  } catch {
    return null;
  }
}

/**
 * The machine's CPU ticks from /proc/stat's first line: all of them and those stolen by the hypervisor (time this
 * VM's vCPUs were runnable but not running). A step with steal ran on a slower machine than one without.
 */
export function machineTicks(): { total: number; steal: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice: guest time is already in user.
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return { total: 0, steal: 0 };
  }
}

/** CPU-seconds used so far by a process and every process below it. */
export function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const pid of processTreeOf(root)) ticks += procStat(pid)?.ticks ?? 0;
  return ticks / CLK_TCK;
}

/** CPU-seconds of each process of a tree (how the work is spread over Tracehold's processes). */
export function cpuSecondsByPid(root: number): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of processTreeOf(root)) byPid.set(pid, (procStat(pid)?.ticks ?? 0) / CLK_TCK);
  return byPid;
}

/** CPU ticks of each thread of a process, by thread id, with the thread's name (`comm`: chDB names its own). */
export function threadTicks(pid: number): Map<number, { name: string; ticks: number }> {
  const out = new Map<number, { name: string; ticks: number }>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const s = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      out.set(Number(tid), { name, ticks: statField(s, 14) + statField(s, 15) });
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

/**
 * Cores each kind of thread of `pid` used between two `threadTicks` snapshots `wallS` seconds apart: the main
 * thread (its id is the pid) apart from the other threads of the same name, the rest summed by name.
 */
export function coresByThread(pid: number, before: Map<number, { name: string; ticks: number }>, after: Map<number, { name: string; ticks: number }>, wallS: number): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const [tid, { name, ticks }] of after) {
    const key = tid === pid ? `${name} (main thread)` : name;
    sums.set(key, (sums.get(key) ?? 0) + ticks - (before.get(tid)?.ticks ?? 0));
  }
  return [...sums].map(([name, ticks]): [string, number] => [name, ticks / CLK_TCK / wallS]).sort((a, b) => b[1] - a[1]);
}
