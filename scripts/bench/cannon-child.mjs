// One autocannon run through its programmatic API (run by lib.mjs cannonPaths, pinned to the load core): the CLI
// cannot change the request between requests, and the uncacheable search needs a path of its own for each one.
// argv[2]: a JSON file { url, paths?: string[] (taken in turn, one per request), connections, duration, headers }.
// Prints autocannon's result as JSON, plus `distinctPaths`: how many different paths were asked.
import fs from 'node:fs';
import autocannon from 'autocannon';

const o = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let i = 0;
const asked = new Set();
const requests = o.paths
  ? [
      {
        setupRequest: (req) => {
          const p = o.paths[i++ % o.paths.length];
          asked.add(p);
          return { ...req, path: p };
        },
      },
    ]
  : undefined;
const result = await autocannon({ url: o.url, connections: o.connections, duration: o.duration, headers: o.headers, requests });
process.stdout.write(JSON.stringify({ ...result, distinctPaths: asked.size }));
