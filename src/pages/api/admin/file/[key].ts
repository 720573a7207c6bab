import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { notFound } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { NO_PERMISSION, asStaff } from '~/lib/server/staff/context.ts';
import { staffCan, type StaffPermission } from '~/lib/shared/staff-roles.ts';
import { fileResponse, findFileByKey } from '~/lib/server/uploads.ts';
import { forbidden } from '~/lib/server/http.ts';
import { allowSameSiteFraming } from '~/lib/server/pipeline/headers.ts';

/** Which permission opens a stored file in the back office, by its kind (receipts for payments, PDFs for invoices …). */
const KIND: Record<string, StaffPermission> = {
  receipt: 'payments',
  invoice: 'invoices',
  artwork: 'orders',
  photo: 'aftersales',
  licence: 'companies',
  license: 'companies',
  picture: 'images',
};

/**
 * A stored file for staff (receipts, licences, artwork, photos, invoices), shown inline. PDFs may be framed by the
 * back office's own pages (a receipt is shown beside its order); images keep the sandboxing policy.
 */
export const GET = serve(
  adminCalls['GET /api/admin/file/[key]'],
  asStaff(null, async (_ctx, me, read) => {
    const f = await findFileByKey(await getDb(), read.params().key);
    if (!f) throw notFound('文件不存在');
    const perm = KIND[f.kind] ?? 'companies';
    if (!f.isPublic && !staffCan(me, perm)) throw forbidden(NO_PERMISSION);
    const res = await fileResponse(f);
    if (res.status !== 200) throw notFound('文件不存在');
    if (f.mime === 'application/pdf') {
      allowSameSiteFraming(res);
    }
    return res;
  }),
);
