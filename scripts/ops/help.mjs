// Operator command of the help centre: reloading a help page from src/content/help (editors are staff: see staff.mjs).
export const commands = {
  'help:import': {
    usage: 'help:import <slug>',
    description: 'publish src/content/help/<slug>.md as a new revision of that page',
    async run(db, args) {
      const [slug] = args._;
      if (!slug) throw new Error('usage: help:import <slug>');
      const { decide } = await import('../../src/lib/server/staff/decisions.ts');
      const { COMMAND_LINE } = await import('../../src/lib/server/staff/audit.ts');
      const r = await decide['help.import'](db, COMMAND_LINE, { slug });
      return `${slug}: published revision #${r.revisionId}`;
    },
  },
};
