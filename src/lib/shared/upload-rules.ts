// What each kind of upload may be and weigh: the one table the server enforces (lib/server/uploads.ts, which judges
// the content itself) and the browser checks first (a friendly message before sending, lib/client/user-info.ts,
// islands/account/CompanyReview.tsx). Pure data, so both sides import it.

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
