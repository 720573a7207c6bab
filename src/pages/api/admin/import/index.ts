import { z } from 'zod';
import { ok, readQuery } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { receiveImportUpload, startImportJob } from '../../../../lib/server/catalogue/import/jobs.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

const query = z.strictObject({ dryRun: z.enum(['0', '1'], { error: '试运行参数应为0或1' }).default('0') });

/**
 * Merchandisers: runs `catalogue:import` on an uploaded CSV/JSON file (multipart `file`, pictures as `images`),
 * as a job: `?dryRun=1` only checks and reports; otherwise all or nothing after the same check. Answers the job id.
 */
export const POST = staffHandler('catalogue', async (ctx, me) => {
  const { dryRun } = readQuery(ctx.url, query);
  const db = await getDb();
  const upload = await receiveImportUpload(ctx.request);
  const id = await startImportJob(db, me.id, upload, dryRun === '1', (act) => audited(db, me, act, {
    action: 'catalogue.import', targetType: 'import', targetId: '', label: upload.fileName,
    after: async (_tx, r) => (r.ok ? { products: r.products, ...r.summary } : null),
  }));
  return ok({ id }, dryRun === '1' ? '已开始校验' : '已开始导入');
});
