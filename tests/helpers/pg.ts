// A fresh PostgreSQL database per test run, created next to TEST_DATABASE_URL's database.
import pg from 'pg';

export async function createTempDatabase(adminUrl: string, prefix = 'qili_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = '/' + name;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pg's Pool.end() resolves before its sockets have closed. FORCE on a session that is closing anyway makes
      // the server send it 'terminating connection due to administrator command', which its client raises as
      // an error nobody listens to any more (an uncaught exception that fails the run). Wait, bounded, for
      // the sessions to leave first; FORCE stays for any that do not.
      for (let i = 0; i < 50; i++) {
        const r = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (r.rows[0]!.n === 0) break;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
