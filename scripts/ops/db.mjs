// Read-only database inspection for operators and the security tests: row count and checksum per table,
// so a test can prove that a refused call changed nothing.
import { checksumTables } from '../../src/lib/server/db/backup.ts';

export const commands = {
  'db:checksums': {
    usage: 'db:checksums',
    description: '每张表的行数和校验和（只读，JSON）',
    async run(db) {
      return JSON.stringify(await checksumTables(db));
    },
  },
};
