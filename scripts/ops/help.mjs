// Operator command of the help centre: reloading a help page from src/content/help (editors are staff: see staff.mjs).
export const commands = {
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
