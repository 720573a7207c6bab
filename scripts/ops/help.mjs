// Operator commands of the help centre: editor roles and reloading help pages from src/content/help.
const USAGE_ROLE = 'user:role <phone> <role> [--remove]   grant (or take away) a role, e.g. editor';

export const commands = {
  'user:role': {
    usage: USAGE_ROLE,
    async run(db, args) {
      const [phone, role] = args.filter((a) => !a.startsWith('--'));
      const remove = args.includes('--remove');
      const { grantRole, isRole, ROLES } = await import('../../src/lib/server/auth/roles.ts');
      if (!phone || !role) throw new Error(`usage: ${USAGE_ROLE}`);
      if (!isRole(role)) throw new Error(`unknown role "${role}" (known: ${ROLES.join(', ')})`);
      const roles = await grantRole(db, phone, role, remove);
      console.log(`${phone}: roles = [${roles.join(', ')}]`);
    },
  },
  'user:roles': {
    usage: 'user:roles   list accounts holding a role',
    async run(db) {
      const { listRoleHolders } = await import('../../src/lib/server/auth/roles.ts');
      for (const u of await listRoleHolders(db)) console.log(`${u.phone}\t${u.nickname}\t${u.roles.join(',')}`);
    },
  },
  'help:import': {
    usage: 'help:import <slug>   publish src/content/help/<slug>.md as a new revision of that page',
    async run(db, args) {
      const [slug] = args;
      if (!slug) throw new Error('usage: help:import <slug>');
      const { readHelpFile } = await import('../../src/lib/server/seed/activities.ts');
      const { HELP_PAGES } = await import('../../src/lib/server/seed/activities-data.ts');
      const { saveHelpPage } = await import('../../src/lib/server/content/help.ts');
      const { title, markdown } = readHelpFile(slug);
      const category = HELP_PAGES.find((p) => p.slug === slug)?.category ?? '购物指南';
      const r = await saveHelpPage(db, null, { slug, title, category, markdown, note: '从仓库文件导入' });
      console.log(`${slug}: published revision #${r.revisionId}`);
    },
  },
};
