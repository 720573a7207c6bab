// Forwarded page views (ANALYTICS = a beacon URL) are bounded like stored ones: PV_IP_HOURLY_MAX per client address an
// hour, counted in memory, and at most BEACONS_IN_FLIGHT_MAX beacons waiting for a slow analytics service.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const BUDGET = 3;
const held: http.ServerResponse[] = [];
const received: string[] = [];
let holding = true;
const collector = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push(JSON.parse(body).path);
    if (holding) held.push(res);
    else res.end('ok');
  });
});
const port = await vi.hoisted(async () => {
  const { createServer } = await import('node:net');
  const free = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  process.env.ANALYTICS = `http://127.0.0.1:${free}/collect`;
  process.env.PV_IP_HOURLY_MAX = '3';
  return free;
});

import { BEACONS_IN_FLIGHT_MAX, beaconAllowed, recordPageView } from '~/lib/server/storefront/analytics.ts';

const view = (address: string, path = '/') => recordPageView(null as never, null, { path }, address);

beforeAll(() => new Promise<void>((r) => collector.listen(port, '127.0.0.1', r)));
afterAll(async () => {
  holding = false;
  for (const res of held.splice(0)) res.end('ok');
  await new Promise((r) => collector.close(r));
});

describe('the beacon budget', () => {
  it(`forwards ${BUDGET} views an hour per address (IPv6 per /64); the rest answer recorded: false and send nothing`, async () => {
    holding = false;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => view('198.51.100.7', `/a/${i}`)));
    expect(answers.filter((a) => a.recorded)).toHaveLength(BUDGET);
    for (let i = 0; i < BUDGET; i++) expect(await view(`2001:db8:9:9::${i + 1}`)).toEqual({ recorded: true });
    expect(await view('2001:db8:9:9:ffff::1')).toEqual({ recorded: false });
    expect(await view('198.51.100.8')).toEqual({ recorded: true });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(BUDGET * 2 + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(BUDGET * 2 + 1);
  });

  it('counts an address afresh an hour after its first view', () => {
    const t0 = Date.now();
    for (let i = 0; i < BUDGET; i++) expect(beaconAllowed('192.0.2.50', t0 + i)).toBe(true);
    expect(beaconAllowed('192.0.2.50', t0 + 3599_000)).toBe(false);
    expect(beaconAllowed('192.0.2.50', t0 + 3600_000)).toBe(true);
  });

  it(`holds no more than ${BEACONS_IN_FLIGHT_MAX} beacons in flight; once they are answered, views are forwarded again`, async () => {
    holding = true;
    received.length = 0;
    const answers = await Promise.all(Array.from({ length: BEACONS_IN_FLIGHT_MAX + 6 }, (_, i) => view(`10.9.${i >> 8}.${i & 255}`)));
    expect(answers.filter((a) => a.recorded)).toHaveLength(BEACONS_IN_FLIGHT_MAX);
    await expect.poll(() => held.length, { timeout: 5000 }).toBe(BEACONS_IN_FLIGHT_MAX);
    expect(await view('10.10.0.1')).toEqual({ recorded: false });
    holding = false;
    for (const res of held.splice(0)) res.end('ok');
    await expect.poll(() => view('10.10.0.2').then((a) => a.recorded), { timeout: 5000 }).toBe(true);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(BEACONS_IN_FLIGHT_MAX + 1);
  });
});
