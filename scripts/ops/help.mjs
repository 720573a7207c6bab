// Operator commands of the help centre: editor roles and reloading help pages from src/content/help.
export const commands = {
  'user:role': {
    usage: 'user:role <phone> <role> [--remove]',
    description: 'grant (or with --remove take away) a role, e.g. editor',
    async run(db, args) {
      const [phone, role] = args._;
      const { grantRole, isRole, ROLES } = await import('../../src/lib/server/auth/roles.ts');
      if (!phone || !role) throw new Error('usage: user:role <phone> <role> [--remove]');
      if (!isRole(role)) throw new Error(`unknown role "${role}" (known: ${ROLES.join(', ')})`);
      const roles = await grantRole(db, phone, role, args.remove === true);
      return `${phone}: roles = [${roles.join(', ')}]`;
    },
  },
  'user:roles': {
    usage: 'user:roles',
    description: 'list accounts holding a role',
    async run(db) {
      const { listRoleHolders } = await import('../../src/lib/server/auth/roles.ts');
      return (await listRoleHolders(db)).map((u) => `${u.phone}\t${u.nickname}\t${u.roles.join(',')}`).join('\n') || '(none)';
    },
  },
  'help:import': {
    usage: 'help:import <slug>',
    description: 'publish src/content/help/<slug>.md as a new revision of that page',
    async run(db, args) {
      const [slug] = args._;
      if (!slug) throw new Error('usage: help:import <slug>');
      const { readHelpFile } = await import('../../src/lib/server/seed/activities.ts');
      const { HELP_PAGES } = await import('../../src/lib/server/seed/activities-data.ts');
      const { saveHelpPage } = await import('../../src/lib/server/content/help.ts');
      const { title, markdown } = readHelpFile(slug);
      const category = HELP_PAGES.find((p) => p.slug === slug)?.category ?? '购物指南';
      const r = await saveHelpPage(db, null, { slug, title, category, markdown, note: '从仓库文件导入' });
      return `${slug}: published revision #${r.revisionId}`;
    },
  },
};
