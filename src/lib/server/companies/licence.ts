// The business licence (营业执照) a company uploads for its review: at registration or later on 基本信息,
// image or PDF, through the upload rules (content sniffed, images re-encoded). The main account uploads it
// while the company is under review or was rejected; an approved company's licence changes through support.
import { and, eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { companies, files } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { conflict, forbidden, notFound } from '~/lib/server/http.ts';
import { RULES, attachUpload, receiveUpload } from '~/lib/server/uploads.ts';
import { isMainAccount } from '~/lib/server/auth/permissions.ts';

/** How long review takes and what it means, as the registration and 基本信息 pages say it. */
export const REVIEW_NOTE =
  '平台将核对企业名称与营业执照，通常在1个工作日内完成审核（工作日9:00-18:00）。审核期间可浏览商品、加入购物车和收藏，审核通过后即可下单。';

const FILE_PREFIX = '/api/file/';

/**
 * Whether a company's licence is a PDF (shown as a link or in a frame, not as an image). An uploaded licence's address
 * (`/api/file/<key>`) has no extension: its stored type (`mime`, read by `licenceMime` or `licenceIsPdf`) says it.
 */
export function licenceIsPdfBy(licenseUrl: string | null, mime: string | null): boolean {
  return licenseUrl?.startsWith(FILE_PREFIX) ? mime === 'application/pdf' : /\.pdf$/i.test(licenseUrl ?? '');
}

/** The stored type of an uploaded licence (null for any other address), as a column of the statement reading the company. */
export const licenceMime = (licenseUrl: AnyColumn) =>
  sql<
    string | null
  >`(select ${files.mime} from ${files} where ${licenseUrl} like ${FILE_PREFIX + '%'} and ${files.key} = substr(${licenseUrl}, ${FILE_PREFIX.length + 1}))`;

/** licenceIsPdfBy for a licence address alone: reads the stored type of an uploaded one. */
export async function licenceIsPdf(db: DB, licenseUrl: string | null): Promise<boolean> {
  const key = licenseUrl?.startsWith(FILE_PREFIX) ? licenseUrl.slice(FILE_PREFIX.length) : null;
  const [f] = key ? await db.select({ mime: files.mime }).from(files).where(eq(files.key, key)) : [];
  return licenceIsPdfBy(licenseUrl, f?.mime ?? null);
}

const APPROVED_REFUSAL = '企业已认证，如需变更营业执照请联系客服';

export async function uploadLicence(db: DB, request: Request, me: SessionUser) {
  if (!isMainAccount(me)) throw forbidden('仅主账号可以上传营业执照');
  const [c] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, me.companyId));
  if (!c) throw notFound('企业不存在');
  if (c.status === 'approved') throw conflict(APPROVED_REFUSAL);
  const f = await receiveUpload(db, request, me, RULES.license);
  // Approved while the file streamed in: the licence staff approved stays (the row's lock orders this after the approval).
  return attachUpload(db, f, async () => {
    const [changed] = await db
      .update(companies)
      .set({ licenseUrl: f.url })
      .where(and(eq(companies.id, me.companyId), ne(companies.status, 'approved')))
      .returning({ id: companies.id });
    if (!changed) throw conflict(APPROVED_REFUSAL);
    return { url: f.url, name: f.name, mime: f.mime };
  });
}
