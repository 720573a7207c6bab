// A test run leaves nothing in /tmp: `npm test` gives its stages one temporary directory and removes it at the end,
// and the API suite on its own does the same (tests/helpers/tmp-root.ts). Left behind, the test servers' data
// directories filled the disk until PGlite failed with ENOSPC.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import tmpRoot from '../helpers/tmp-root.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('temporary files of a test run', () => {
  it('npm test runs its stages under its own TMPDIR and removes it at the end', { timeout: 120_000 }, () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-parent-'));
    try {
      const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/test.mjs'), 'format'], {
        cwd: ROOT,
        env: { ...process.env, TMPDIR: parent },
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);
      const dir = /\[test\] temporary files: (\S+)/.exec(r.stdout)?.[1];
      expect(dir).toBeDefined();
      expect(path.dirname(dir!)).toBe(parent);
      expect(fs.existsSync(dir!)).toBe(false);
      expect(fs.readdirSync(parent)).toEqual([]);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it("the API suite's global setup points TMPDIR at a directory of its own and removes it, files and all", () => {
    const before = process.env.TMPDIR;
    const teardown = tmpRoot();
    const root = process.env.TMPDIR!;
    try {
      expect(root).not.toBe(before);
      expect(os.tmpdir()).toBe(root);
      const server = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-test-'));
      fs.writeFileSync(path.join(server, 'pg_data'), 'x'.repeat(1000));
    } finally {
      teardown();
    }
    expect(fs.existsSync(root)).toBe(false);
    expect(process.env.TMPDIR).toBe(before);
  });
});
