// `node scripts/audit.mjs`: no known high or critical advisory in the production dependencies (run by .ci/run).
// Asks the registry first (`npm audit --omit=dev --audit-level=high --json`). When its advisory endpoint is not
// served (some mirrors answer 405), it says so loudly and falls back to an offline check of the installed
// production packages (package-lock.json) against scripts/audit-known.json, a short committed list of
// well-known high/critical ranges (AUDIT_KNOWN=<file> points elsewhere). Exit 1 on any finding; AUDIT_STRICT=1 also
// fails when the registry is unavailable.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const r = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
let report = null;
try {
  report = JSON.parse(r.stdout || 'null');
} catch {
  /* not JSON */
}

const v = report?.metadata?.vulnerabilities;
if (v) {
  const bad = (v.high ?? 0) + (v.critical ?? 0);
  for (const [name, x] of Object.entries(report.vulnerabilities ?? {})) {
    if (x.severity === 'high' || x.severity === 'critical') console.error(`[audit] ${x.severity}: ${name} ${x.range ?? ''}`);
  }
  console.log(
    `[audit] registry audit of production dependencies: ${v.critical ?? 0} critical, ${v.high ?? 0} high, ${v.moderate ?? 0} moderate, ${v.low ?? 0} low`,
  );
  process.exit(bad ? 1 : 0);
}

const why = report?.message ?? report?.error?.summary ?? (r.stderr || r.error?.message || 'no answer').trim().split('\n').at(-1);
console.warn(`[audit] WARNING: the registry's advisory endpoint is unavailable (${why}).`);
console.warn(
  '[audit] WARNING: falling back to the offline list scripts/audit-known.json; run `npm audit --omit=dev` against registry.npmjs.org when you can.',
);

const cmp = (a, b) => {
  const pa = a.split(/[.+-]/).map((x) => parseInt(x, 10) || 0);
  const pb = b.split(/[.+-]/).map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const known = JSON.parse(fs.readFileSync(process.env.AUDIT_KNOWN || path.join(import.meta.dirname, 'audit-known.json'), 'utf8')).advisories;
const installed = Object.entries(lock.packages ?? {})
  .filter(([k, p]) => k.includes('node_modules/') && !p.dev && p.version)
  .map(([k, p]) => ({ name: p.name ?? k.split('node_modules/').pop(), version: p.version, where: k }));
const findings = [];
for (const pkg of installed) {
  for (const a of known) {
    if (a.name === pkg.name && cmp(pkg.version, a.from) >= 0 && cmp(pkg.version, a.below) < 0)
      findings.push(`${a.severity}: ${pkg.name}@${pkg.version} (${pkg.where}) ${a.id}, fixed in ${a.below}`);
  }
}
for (const f of findings) console.error(`[audit] ${f}`);
console.log(
  `[audit] offline check: ${installed.length} production packages against ${known.length} known high/critical ranges: ${findings.length} findings`,
);
process.exit(findings.length || process.env.AUDIT_STRICT === '1' ? 1 : 0);
