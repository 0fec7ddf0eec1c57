// Where the CPU goes during a stage: the server processes, PostgreSQL (every backend), nginx, Redis and this bench
// (its driver and the in-process S3 and SMTP), read from /proc. A capacity plan needs CPU per request, which a
// throughput figure on a shared 2-core machine hides: everything here runs on the same two cores.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

export type CpuGroup = 'servers' | 'postgres' | 'nginx' | 'redis' | 'bench' | 'other';

/** CPU seconds used so far by each group (the bench itself from process.cpuUsage). */
export type CpuReading = Record<CpuGroup, number>;

function cpuSecondsOf(pid: string): { name: string; seconds: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name sits in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12th and 13th after the name.
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null; // gone meanwhile
  }
}

/** Reads every process's CPU time, grouped; `serverPids` are the server processes. */
export function readCpu(serverPids: readonly number[]): CpuReading {
  const reading: CpuReading = { servers: 0, postgres: 0, nginx: 0, redis: 0, bench: 0, other: 0 };
  const servers = new Set(serverPids.map(String));
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const seen = cpuSecondsOf(pid);
    if (!seen) continue;
    const group: CpuGroup = servers.has(pid)
      ? 'servers'
      : seen.name === 'postgres'
        ? 'postgres'
        : seen.name === 'nginx'
          ? 'nginx'
          : seen.name.startsWith('redis-server')
            ? 'redis'
            : 'other';
    reading[group] += seen.seconds;
  }
  const own = process.cpuUsage();
  reading.bench = (own.user + own.system) / 1e6;
  return reading;
}

/** Each group's share of the machine's cores over a window, and CPU milliseconds per request. */
export function cpuOver(before: CpuReading, after: CpuReading, seconds: number, requests: number) {
  const groups = Object.keys(before) as CpuGroup[];
  const cores = Object.fromEntries(groups.map((g) => [g, round((after[g] - before[g]) / seconds)])) as Record<
    CpuGroup,
    number
  >;
  const msPerRequest = Object.fromEntries(
    groups.map((g) => [g, requests > 0 ? round(((after[g] - before[g]) * 1000) / requests) : null]),
  ) as Record<CpuGroup, number | null>;
  return { cores, msPerRequest };
}

const round = (n: number) => Math.round(n * 100) / 100;
