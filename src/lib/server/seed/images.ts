// Demo images drawn as SVG on this machine (nothing downloaded), written under DATA_DIR/media/seed.
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config.ts';
import { DRAWINGS, type GoodsKind } from './goods-drawings.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const PALETTE = ['#c0392b', '#2e86de', '#16a085', '#8e44ad', '#d35400', '#2c3e50', '#b7950b', '#1e8449'];

function write(rel: string, svg: string): string {
  const file = path.join(config.dataDir, 'media', 'seed', rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  return `/media/seed/${rel}`;
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
  return write(rel, svg);
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
  return write(rel, svg);
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
  return write(rel, svg);
}
