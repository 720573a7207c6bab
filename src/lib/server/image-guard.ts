// Refuses image polyglots before they are stored: bytes after the image's own end (a ZIP, PHP or HTML tail)
// or markup/script text hidden inside (e.g. in a PNG text chunk). Re-encoding would drop both, but a file
// that pretends to be two things is refused outright rather than quietly cleaned.
export type ImageExt = 'jpg' | 'png' | 'webp';

const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const le32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** Offset just past IEND, or null when the chunk structure is broken. */
function pngEnd(b: Uint8Array): number | null {
  let i = 8;
  while (i + 12 <= b.length) {
    const len = be32(b, i);
    const type = String.fromCharCode(b[i + 4]!, b[i + 5]!, b[i + 6]!, b[i + 7]!);
    i += 12 + len;
    if (type === 'IEND') return i <= b.length ? i : null;
  }
  return null;
}

/** Offset just past EOI, walking the marker segments and skipping entropy-coded scan data. */
function jpegEnd(b: Uint8Array): number | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i + 1] === 0xff) i++; // fill bytes
    const m = b[i + 1]!;
    i += 2;
    if (m === 0xd9) return i;
    if ((m >= 0xd0 && m <= 0xd7) || m === 0x01) continue;
    if (i + 2 > b.length) return null;
    i += (b[i]! << 8) | b[i + 1]!;
    if (m !== 0xda) continue;
    // Scan data: 0xFF is followed by 0x00 (stuffing), a restart marker or more 0xFF; anything else is the next marker.
    while (i + 1 < b.length) {
      if (b[i] !== 0xff) {
        i++;
        continue;
      }
      const n = b[i + 1]!;
      if (n === 0x00 || (n >= 0xd0 && n <= 0xd7)) i += 2;
      else if (n === 0xff) i += 1;
      else break;
    }
  }
  return null;
}

/** RIFF declares its own size. */
function webpEnd(b: Uint8Array): number | null {
  if (b.length < 12) return null;
  const end = 8 + le32(b, 4);
  return end + (end % 2) <= b.length + 1 ? end : null;
}

// Long enough that random pixel data matching by chance is vanishingly rare (a 4-byte tag would hit about one image in 250).
const MARKUP = /<\?php|<script|<html|<!doctype|<body[\s>]|<iframe|<svg[\s>]|<object|<embed|javascript:/i;

/** A reason to refuse, or null when the bytes are one image and nothing else. */
export function imagePolyglotReason(bytes: Uint8Array, ext: ImageExt): string | null {
  let end = ext === 'png' ? pngEnd(bytes) : ext === 'jpg' ? jpegEnd(bytes) : webpEnd(bytes);
  if (end === null) return '图片已损坏，无法识别';
  // Phone cameras (MPF/MPO, HDR gain maps) append further complete JPEGs after the first: those are allowed.
  while (ext === 'jpg' && bytes[end] === 0xff && bytes[end + 1] === 0xd8) {
    const next = jpegEnd(bytes.subarray(end));
    if (next === null) break;
    end += next;
  }
  for (let i = end; i < bytes.length; i++) {
    // Some cameras pad with zeros after the image; anything else is a second payload.
    if (bytes[i] !== 0) return '图片文件尾部含有其他数据，请重新导出后上传';
  }
  if (MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')))
    return '图片中含有网页或脚本内容，已拒绝上传';
  return null;
}

/** A browser sends a bare file name; path parts or control characters mean a crafted request. */
export function badFileName(name: string): boolean {
  return /[\\/\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..';
}
