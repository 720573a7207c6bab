import { useRef, useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast, toastFailure } from '~/lib/client/toast.ts';
import type { UploadedPhoto } from '~/lib/shared/contracts/aftersales.ts';
import { acceptOf, maxMbOf, RULES, tooLarge, typeNamesOf } from '~/lib/shared/upload-rules.ts';

export type Photo = Pick<UploadedPhoto, 'id' | 'url'>;
type PhotoUpload = '/api/afterSales/upload' | '/api/evaluate/upload';

const RULE = RULES.photo;

async function upload(endpoint: PhotoUpload, file: File): Promise<Photo> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post(endpoint, form);
  return { id: data.id, url: data.url };
}

/** Picks and uploads up to `max` photos (the photo upload rule's types and size); the parent keeps the ids. */
export default function PhotoPicker({
  endpoint,
  max,
  photos,
  onChange,
  label,
}: {
  endpoint: PhotoUpload;
  max: number;
  photos: Photo[];
  onChange: (p: Photo[]) => void;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function pick(list: FileList | null) {
    if (busy || !list?.length) return;
    const files = [...list].slice(0, max - photos.length);
    if (list.length > files.length) toast.warning(`最多上传${max}张图片`);
    setBusy(true);
    let next = photos;
    for (const f of files) {
      const big = tooLarge(RULE, f);
      if (big) {
        toast.warning(big);
        continue;
      }
      try {
        next = [...next, await upload(endpoint, f)];
        onChange(next);
      } catch (e) {
        toastFailure(e, '上传失败，请稍后再试', 'error');
      }
    }
    setBusy(false);
    if (input.current) input.current.value = '';
  }
  const id = `photos-${endpoint.replace(/\W/g, '')}`;
  return (
    <div>
      <ul className="thumbs" aria-label={`${label}（${photos.length}/${max}）`}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <img src={p.url} alt={`${label}${i + 1}`} />
            <button
              type="button"
              className="remove"
              aria-label={`删除${label}${i + 1}`}
              onClick={() => onChange(photos.filter((x) => x.id !== p.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {photos.length < max && (
        <label className="file-pick" htmlFor={id}>
          <input
            id={id}
            ref={input}
            type="file"
            accept={acceptOf(RULE).join(',')}
            multiple
            aria-disabled={busy || undefined}
            aria-label={label}
            onClick={(e) => {
              if (busy) e.preventDefault();
            }}
            onChange={(e) => void pick(e.target.files)}
          />
          <span className="btn" aria-hidden="true">
            添加图片
          </span>
        </label>
      )}
      <p className="muted small">{busy ? '上传中…' : `支持${typeNamesOf(RULE)}，单张不超过${maxMbOf(RULE)}MB，最多${max}张`}</p>
    </div>
  );
}
