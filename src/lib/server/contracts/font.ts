// The Chinese font embedded in PDFs: Noto Sans SC (TrueType) from the @expo-google-fonts/noto-sans-sc npm
// package, read from node_modules at run time (nothing downloaded, no system font needed). pdfkit embeds
// only the glyphs a document uses (subset), so a contract PDF stays small.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { config } from '~/lib/server/config.ts';

const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

const cache = new Map<keyof typeof FILES, Buffer>();

export function fontPath(weight: keyof typeof FILES): string {
  return createRequire(path.join(config.appRoot, 'package.json')).resolve(FILES[weight]);
}

export function fontBytes(weight: keyof typeof FILES): Buffer {
  let b = cache.get(weight);
  if (!b) {
    b = fs.readFileSync(fontPath(weight));
    cache.set(weight, b);
  }
  return b;
}
