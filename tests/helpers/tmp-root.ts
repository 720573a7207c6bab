// Vitest global setup: the API suite's temporary files (every test server's data directory, backups, uploads) go under
// one directory, removed when the run ends, so a run leaves nothing in /tmp. The workers start after this and inherit
// TMPDIR, which `os.tmpdir()` reads. `npm test` already gives each run its own TMPDIR; this covers `vitest` on its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-api-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(root, { recursive: true, force: true });
  };
}
