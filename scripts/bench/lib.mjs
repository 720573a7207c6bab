// Shared pieces of `npm run bench`: processes pinned to cores, readiness, RSS, autocannon runs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;
export const cores = (await import('node:os')).cpus().length;

/** Runs argv pinned to a core when the machine has taskset and more than one core (core null: not pinned). */
export function pinned(core, argv) {
  return core !== null && hasTaskset && cores > 1 ? ['taskset', ['-c', String(core), ...argv]] : [argv[0], argv.slice(1)];
}

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`${url} did not answer in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Starts the built store; resolves when /api/health answers. */
export async function startStore({ dataDir, env = {}, core = 0 }) {
  // BENCH_PORT: the port to serve on (a machine shared by several people may assign ports); else a free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const [cmd, args] = pinned(core, [process.execPath, path.join(ROOT, 'dist/server/entry.mjs')]);
  const t0 = performance.now();
  const proc = spawn(cmd, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  const coldStartMs = performance.now() - t0;
  return {
    url,
    proc,
    coldStartMs,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', resolve);
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 8000).unref();
      }),
  };
}

/** Resident memory of a process (and its children when taskset wraps it), in MB. */
export function rssMb(pid) {
  const read = (p) => {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  let total = read(pid);
  try {
    for (const c of fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) total += read(c);
  } catch {
    /* no children file */
  }
  return Math.round(total * 10) / 10;
}

/** What every browser sends; the load runs ask for compressed answers as visitors' browsers do. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const headerArgs = (headers) =>
  Object.entries({ ...BROWSER_HEADERS, ...headers })
    .filter(([, v]) => v !== null)
    .flatMap(([k, v]) => ['-H', `${k}=${v}`]);

/**
 * autocannon in its own process on the other core; returns req/s, latency percentiles and errors.
 * Requests carry BROWSER_HEADERS unless a header is overridden (a null value leaves it out).
 */
export function cannon(url, { connections = 50, duration = 20, warmup = 5, headers = {}, core = 1, requests } = {}) {
  const bin = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
  const hdr = headerArgs(headers);
  const run = (secs) => {
    const [cmd, args] = pinned(core, [process.execPath, bin, '-j', '-c', String(connections), '-d', String(secs), ...hdr, url]);
    const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`autocannon failed: ${r.stderr}`);
    return JSON.parse(r.stdout);
  };
  if (warmup) run(warmup);
  return summary(url, run(duration), requests);
}

function summary(url, j, requests) {
  const errors = (j.errors ?? 0) + (j.timeouts ?? 0) + (j.non2xx ?? 0);
  return {
    url,
    reqPerSec: Math.round(j.requests.average),
    p50: j.latency.p50,
    p99: j.latency.p99,
    errors,
    requests: requests ?? j.requests.total,
  };
}

/** One autocannon run that does not block the event loop, so several can load the server at the same time. */
export function cannonAsync(url, { connections = 50, duration = 20, headers = {}, core = 1 } = {}) {
  const bin = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
  const hdr = headerArgs(headers);
  const [cmd, args] = pinned(core, [process.execPath, bin, '-j', '-c', String(connections), '-d', String(duration), ...hdr, url]);
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '',
      err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('exit', (code) => (code === 0 ? resolve(summary(url, JSON.parse(out))) : reject(new Error(`autocannon failed: ${err}`))));
  });
}

/**
 * Like cannon, but each request asks the next of `paths` (in turn): for loads no cache may answer (a new search
 * keyword every time). Runs autocannon's API in a child process on the load core; `distinctPaths` says how many
 * different paths were asked.
 */
export function cannonPaths(base, paths, { connections = 50, duration = 20, warmup = 5, headers = {}, core = 1 } = {}) {
  const child = path.join(ROOT, 'scripts/bench/cannon-child.mjs');
  const hdrs = Object.fromEntries(Object.entries({ ...BROWSER_HEADERS, ...headers }).filter(([, v]) => v !== null));
  let offset = 0;
  const run = (secs) => {
    // Each run starts where the previous one stopped, so the warm-up's keywords are not asked again.
    const rest = paths.slice(offset).concat(paths.slice(0, offset));
    // The settings go through a file: thousands of paths exceed the kernel's argument limit (E2BIG).
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qili-bench-paths-')), 'run.json');
    fs.writeFileSync(file, JSON.stringify({ url: base, paths: rest, connections, duration: secs, headers: hdrs }));
    const [cmd, args] = pinned(core, [process.execPath, child, file]);
    const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    if (r.error) throw r.error;
    if (r.status !== 0) throw new Error(`autocannon failed: ${r.stderr}`);
    const j = JSON.parse(r.stdout);
    offset = (offset + j.requests.total + (j.errors ?? 0)) % paths.length;
    return j;
  };
  if (warmup) run(warmup);
  const j = run(duration);
  return { ...summary(base, j), distinctPaths: j.distinctPaths, asked: j.requests.total };
}

/** A database of its own on the PostgreSQL of BENCH_DATABASE_URL (allowed to create databases): { url, drop }. */
export async function benchDatabase(prefix) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(process.env.BENCH_DATABASE_URL);
  u.pathname = '/' + name;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
