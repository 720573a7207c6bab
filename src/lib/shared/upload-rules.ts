// What each kind of upload may be and weigh: the one table the server enforces (lib/server/uploads.ts, which judges
// the content itself) and the browser checks first and tells (every file input's accept, first check and hint read
// it). Pure data, so both sides import it.

export type FileExt = 'jpg' | 'png' | 'webp' | 'pdf' | 'ai' | 'psd' | 'tif' | 'zip';

export interface UploadRule {
  kind: string;
  /** What the content may be, by sniffed type. */
  allow: readonly FileExt[];
  maxBytes: number;
  /** Images: largest width/height accepted; they are re-encoded (drops appended payloads and metadata). */
  maxPixels?: number;
  isPublic?: boolean;
}

export const RULES = {
  avatar: { kind: 'avatar', allow: ['jpg', 'png', 'webp'], maxBytes: 2 * 1024 * 1024, maxPixels: 4096, isPublic: true },
  artwork: { kind: 'artwork', allow: ['pdf', 'ai', 'psd', 'tif', 'jpg', 'png', 'zip'], maxBytes: 50 * 1024 * 1024, maxPixels: 20000 },
  receipt: { kind: 'receipt', allow: ['jpg', 'png', 'webp', 'pdf'], maxBytes: 10 * 1024 * 1024, maxPixels: 8000 },
  photo: { kind: 'photo', allow: ['jpg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024, maxPixels: 6000 },
  invoice: { kind: 'invoice', allow: ['pdf'], maxBytes: 20 * 1024 * 1024 },
  /** Pictures staff upload for the storefront (products, SKUs, scenes, banners): public once stored. */
  picture: { kind: 'picture', allow: ['jpg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024, maxPixels: 4096, isPublic: true },
  license: { kind: 'license', allow: ['jpg', 'png', 'webp', 'pdf'], maxBytes: 10 * 1024 * 1024, maxPixels: 8000 },
} as const satisfies Record<string, UploadRule>;

export const MIME: Record<FileExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  ai: 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  tif: 'image/tiff',
  zip: 'application/zip',
};

/** The MIME types a kind accepts, for a file input's `accept` and the browser's first check. */
export const acceptOf = (rule: UploadRule): string[] => rule.allow.map((ext) => MIME[ext]);

/** The file extensions of each type, for an `accept` browsers match by name (they may not know AI or PSD by MIME). */
const EXTENSIONS: Record<FileExt, string[]> = {
  jpg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  pdf: ['.pdf'],
  ai: ['.ai'],
  psd: ['.psd'],
  tif: ['.tif', '.tiff'],
  zip: ['.zip'],
};
export const acceptExtensionsOf = (rule: UploadRule): string[] => rule.allow.flatMap((ext) => EXTENSIONS[ext]);

const TYPE_NAMES: Record<FileExt, string> = {
  jpg: 'JPG',
  png: 'PNG',
  webp: 'WEBP',
  pdf: 'PDF',
  ai: 'AI',
  psd: 'PSD',
  tif: 'TIFF',
  zip: 'ZIP',
};
/** The kind's types as a hint names them: 'JPG、PNG、WEBP'. */
export const typeNamesOf = (rule: UploadRule): string => rule.allow.map((ext) => TYPE_NAMES[ext]).join('、');
/** The kind's size limit in MB, as a hint and the browser's first check say it. */
export const maxMbOf = (rule: UploadRule): number => rule.maxBytes / (1024 * 1024);
/** The refusals of one file, as the server answers them and the browser's first check says them. */
export const typeRefusal = (rule: UploadRule): string => `仅支持${typeNamesOf(rule)}格式的文件`;
export const sizeRefusal = (rule: UploadRule): string => `文件不能超过${maxMbOf(rule)}MB`;

/** The browser's first check of a file among several (it names the file): over the kind's size, refused before it is sent. */
export const tooLarge = (rule: UploadRule, file: { name: string; size: number }): string | null =>
  file.size > rule.maxBytes ? `${file.name} 超过${maxMbOf(rule)}MB` : null;

/** How many artwork files one custom line takes (shared/custom-form.ts, the product page's picker). */
export const MAX_ARTWORK_FILES = 10;
