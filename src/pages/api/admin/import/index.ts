import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { receiveImportUpload, startImportJob } from '~/lib/server/catalogue/import/jobs.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/**
 * Merchandisers: runs `catalogue:import` on an uploaded CSV/JSON file (multipart `file`, pictures as `images`),
 * as a job: `?dryRun=1` only checks and reports; otherwise all or nothing after the same check. Answers the job id.
 * (The import itself tells every server once it has written: runImport.)
 */
export const POST = serve(
  adminCalls['POST /api/admin/import'],
  asStaff(
    'catalogue',
    async (ctx, me, read) => {
      const { dryRun } = read.query();
      const db = await getDb();
      const upload = await receiveImportUpload(ctx.request);
      const id = await startImportJob(db, me.id, upload, dryRun === '1', (act) =>
        audited(db, me, act, {
          action: 'catalogue.import',
          targetType: 'import',
          targetId: '',
          label: upload.fileName,
          after: async (_tx, r) => (r.ok ? { products: r.products, ...r.summary } : null),
        }),
      );
      return reply({ id }, dryRun === '1' ? '已开始校验' : '已开始导入');
    },
    false,
  ),
);
