import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { badFileName, imagePolyglotReason } from '~/lib/server/image-guard.ts';

const make = async (format: 'png' | 'jpeg' | 'webp', progressive = false) => {
  const img = sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 200, b: 90 } } });
  const b = await (format === 'jpeg' ? img.jpeg({ progressive }) : format === 'png' ? img.png() : img.webp()).toBuffer();
  return new Uint8Array(b);
};
const join = (...p: Uint8Array[]) => new Uint8Array(Buffer.concat(p));

describe('image polyglot guard', () => {
  it('passes plain images, progressive JPEGs, zero padding and phone-style appended JPEGs', async () => {
    for (const [b, ext] of [
      [await make('png'), 'png'],
      [await make('jpeg'), 'jpg'],
      [await make('jpeg', true), 'jpg'],
      [await make('webp'), 'webp'],
    ] as const) {
      expect(imagePolyglotReason(b, ext), ext).toBeNull();
    }
    const jpg = await make('jpeg');
    expect(imagePolyglotReason(join(jpg, new Uint8Array(64)), 'jpg')).toBeNull();
    expect(imagePolyglotReason(join(jpg, await make('jpeg')), 'jpg')).toBeNull();
  });

  it('refuses tails after the image and markup inside it', async () => {
    expect(imagePolyglotReason(join(await make('png'), Buffer.from('<?php ?>')), 'png')).toMatch(/尾部/);
    expect(imagePolyglotReason(join(await make('jpeg'), Buffer.from('PK\x03\x04')), 'jpg')).toMatch(/尾部/);
    expect(imagePolyglotReason(join(await make('webp'), Buffer.from('<html></html>')), 'webp')).toMatch(/尾部/);
    const jpg = await make('jpeg');
    // a COM segment carrying script, placed right after SOI
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x14]), Buffer.from('<script>x()</script>'.slice(0, 18))]);
    expect(imagePolyglotReason(join(jpg.subarray(0, 2), com, jpg.subarray(2)), 'jpg')).toMatch(/脚本/);
    expect(imagePolyglotReason(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png')).toMatch(/损坏/);
  });

  it('file names with path parts or control characters are bad', () => {
    for (const n of ['../a.png', '..\\a.png', 'a/b.png', 'a\u0000.png', '..']) expect(badFileName(n), n).toBe(true);
    for (const n of ['头像.png', 'my..photo.jpg', 'IMG_0001.JPG']) expect(badFileName(n), n).toBe(false);
  });
});
