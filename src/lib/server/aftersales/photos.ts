// Photos attached to after-sales records (private to the company) and evaluations (public: shown on the
// product page). Uploaded one by one first; a submission then names the file ids, which must be the
// caller's own uploads of the right kind.
import { and, eq, inArray } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { files } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { badRequest } from '~/lib/server/http.ts';
import { RULES, receiveUpload, type UploadRule } from '~/lib/server/uploads.ts';

export const PHOTO_RULES = {
  aftersale: RULES.photo,
  evaluation: { ...RULES.photo, kind: 'evalphoto', isPublic: true },
} as const satisfies Record<string, UploadRule>;

export async function uploadPhoto(db: DB, me: SessionUser, request: Request, use: keyof typeof PHOTO_RULES) {
  const f = await receiveUpload(db, request, me, PHOTO_RULES[use]);
  return { id: f.id, url: f.url, name: f.name };
}

/** The files for these ids, in the given order, if every one is the caller's upload of this kind. */
export async function ownPhotos(db: DB | Tx, me: SessionUser, ids: number[], use: keyof typeof PHOTO_RULES) {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(
      and(inArray(files.id, unique), eq(files.userId, me.id), eq(files.companyId, me.companyId), eq(files.kind, PHOTO_RULES[use].kind)),
    );
  if (rows.length !== unique.length) throw badRequest('图片不存在或已失效，请重新上传');
  return unique.map((id) => {
    const r = rows.find((x) => x.id === id)!;
    return { id, url: `/api/file/${r.key}` };
  });
}
