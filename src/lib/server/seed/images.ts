// Demo images drawn as SVG on this machine (nothing downloaded), kept as media/seed/… in the storage.
import { mediaUrl, saveMedia } from '~/lib/server/media.ts';
import { DRAWINGS, type GoodsKind } from './goods-drawings.ts';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const PALETTE = ['#c0392b', '#2e86de', '#16a085', '#8e44ad', '#d35400', '#2c3e50', '#b7950b', '#1e8449'];

/** Pictures drawn but not yet written: the seeders stay synchronous, seedAll writes them all before it commits. */
const drawn: { rel: string; svg: string }[] = [];

/** Records a drawn picture (`rel` under media/seed/) and returns the URL it will be served at. */
export function seedPicture(rel: string, svg: string): string {
  drawn.push({ rel: `seed/${rel}`, svg });
  return mediaUrl(`seed/${rel}`);
}

/** Writes every picture drawn so far to the storage, a few at a time (an object store answers each PUT over the network). */
export async function writeSeedPictures(parallel = 8): Promise<number> {
  const todo = drawn.splice(0);
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const p = todo[next++]!;
      await saveMedia(p.rel, p.svg);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, todo.length) }, worker));
  return todo.length;
}

/** A square product picture: coloured ground, a drawing of what the goods are (goods-drawings.ts) and the short name. */
export function productImage(rel: string, title: string, subtitle: string, color: string, kind: GoodsKind): string {
  const body = DRAWINGS[kind].replaceAll('"C"', `"${color}"`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity=".7"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>${body}
<text x="300" y="520" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${esc(title)}</text>
<text x="300" y="565" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="24" fill="#fff" fill-opacity=".85" text-anchor="middle">${esc(subtitle)}</text>
</svg>`;
  return seedPicture(rel, svg);
}

/** A wide banner (1200×460) with a headline and a call to action. */
export function bannerImage(rel: string, headline: string, sub: string, color: string, w = 1200, h = 460): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1b2631"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/>
<circle cx="${w * 0.8}" cy="${h * 0.5}" r="${h * 0.42}" fill="#fff" fill-opacity=".08"/><circle cx="${w * 0.86}" cy="${h * 0.35}" r="${h * 0.2}" fill="#fff" fill-opacity=".1"/>
<text x="${w * 0.08}" y="${h * 0.45}" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="${Math.round(h * 0.13)}" font-weight="700" fill="#fff">${esc(headline)}</text>
<text x="${w * 0.08}" y="${h * 0.62}" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="${Math.round(h * 0.06)}" fill="#fff" fill-opacity=".85">${esc(sub)}</text>
</svg>`;
  return seedPicture(rel, svg);
}

/** A stand-in business licence (营业执照) picture for the demo company. */
export function licenceImage(rel: string, company: string, creditCode: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560">
<rect width="800" height="560" fill="#fdf6e3" stroke="#b03a2e" stroke-width="16"/>
<text x="400" y="110" font-family="Noto Serif CJK SC, SimSun, serif" font-size="56" fill="#b03a2e" text-anchor="middle">营 业 执 照</text>
<text x="400" y="160" font-family="Noto Sans CJK SC, sans-serif" font-size="20" fill="#555" text-anchor="middle">（演示样本）</text>
<text x="90" y="250" font-family="Noto Sans CJK SC, sans-serif" font-size="26" fill="#333">名　　称：${esc(company)}</text>
<text x="90" y="310" font-family="Noto Sans CJK SC, sans-serif" font-size="26" fill="#333">统一社会信用代码：${esc(creditCode)}</text>
<text x="90" y="370" font-family="Noto Sans CJK SC, sans-serif" font-size="26" fill="#333">类　　型：有限责任公司</text>
<circle cx="640" cy="450" r="70" fill="none" stroke="#c0392b" stroke-width="6"/>
</svg>`;
  return seedPicture(rel, svg);
}
