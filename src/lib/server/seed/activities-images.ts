// Design-template previews drawn as SVG on this machine, like seed/images.ts (nothing downloaded).
import { esc, seedPicture } from './images.ts';

const FONT = 'Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif';

/** A portrait (600×800) template preview: a layout sketch in the style's colours with sample text. */
export function templateImage(rel: string, title: string, category: string, colors: [string, string], layout: number): string {
  const [a, b] = colors;
  const layouts = [
    `<rect x="0" y="0" width="600" height="320" fill="${a}"/><circle cx="470" cy="120" r="90" fill="${b}" fill-opacity=".5"/>`,
    `<rect x="40" y="40" width="520" height="720" fill="none" stroke="${a}" stroke-width="10"/><rect x="40" y="580" width="520" height="180" fill="${a}"/>`,
    `<path d="M0 0h600v200L0 300z" fill="${a}"/><path d="M600 800H0V700l600-120z" fill="${b}" fill-opacity=".85"/>`,
    `<rect x="0" y="0" width="70" height="800" fill="${a}"/><rect x="250" y="40" width="260" height="260" rx="130" fill="${b}" fill-opacity=".35"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="#fbfaf7"/>${layouts[layout % layouts.length]}
<rect x="80" y="430" width="440" height="14" rx="7" fill="${b}" fill-opacity=".4"/><rect x="80" y="460" width="320" height="14" rx="7" fill="${b}" fill-opacity=".3"/>
<text x="300" y="400" font-family="${FONT}" font-size="46" font-weight="700" fill="#222" text-anchor="middle">${esc(title)}</text>
<text x="300" y="540" font-family="${FONT}" font-size="26" fill="#555" text-anchor="middle">${esc(category)} · 设计模板</text>
<text x="300" y="740" font-family="${FONT}" font-size="20" fill="#888" text-anchor="middle">企业名称 · LOGO · 联系方式</text>
</svg>`;
  return seedPicture(rel, svg);
}
