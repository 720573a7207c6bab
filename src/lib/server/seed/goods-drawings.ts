// What each kind of goods looks like in the demo pictures: simple SVG drawings on a 600×600 canvas (the object in
// white within y 90–470, accents in the picture's colour C), so a business card is drawn as cards, a brochure as a
// booklet, a mug as a mug and a bottle only for bottles. Drawn on the machine; nothing is downloaded.

export type GoodsKind =
  | 'booklet'
  | 'trifold'
  | 'sheet'
  | 'poster'
  | 'rollup'
  | 'card'
  | 'envelope'
  | 'form'
  | 'bag'
  | 'box'
  | 'giftbox'
  | 'sticker'
  | 'badge'
  | 'tentcard'
  | 'backdrop'
  | 'bottle'
  | 'mug'
  | 'usb'
  | 'powerbank'
  | 'notebook'
  | 'pen'
  | 'deskcalendar'
  | 'wallcalendar'
  | 'greeting'
  | 'certificate'
  | 'medal'
  | 'flag'
  | 'tableflag'
  | 'lightbox'
  | 'floorsticker'
  | 'carsticker'
  | 'filebag'
  | 'folder'
  | 'paperpack'
  | 'notepad'
  | 'stamp';

const W = 'fill="#fff" opacity=".94"';
const line = (x: number, y: number, w: number, o = '.35') =>
  `<rect x="${x}" y="${y}" width="${w}" height="12" rx="6" fill="C" fill-opacity="${o}"/>`;

export const DRAWINGS: Record<GoodsKind, string> = {
  // A saddle-stitched booklet, slightly open: cover with a picture block and a spine.
  booklet: `<path d="M150 120h300v340H150z" ${W}/><path d="M160 130h280v320H160z" fill="none" stroke="C" stroke-opacity=".25" stroke-width="4"/><rect x="150" y="120" width="22" height="340" fill="C" fill-opacity=".45"/><rect x="200" y="160" width="210" height="120" fill="C" fill-opacity=".3"/>${line(200, 310, 200)}${line(200, 336, 150, '.25')}`,
  trifold: `<path d="M120 150l120-30v330l-120 30z" ${W}/><path d="M240 120l120 30v330l-120-30z" fill="#fff" opacity=".8"/><path d="M360 150l120-30v330l-120 30z" ${W}/><rect x="385" y="190" width="70" height="70" fill="C" fill-opacity=".35"/>${line(140, 200, 80)}${line(260, 210, 80, '.25')}`,
  sheet: `<rect x="175" y="100" width="250" height="360" ${W}/><rect x="200" y="130" width="200" height="110" fill="C" fill-opacity=".35"/>${line(200, 265, 200)}${line(200, 290, 170, '.25')}${line(200, 315, 185, '.25')}${line(200, 340, 120, '.25')}`,
  poster: `<rect x="165" y="95" width="270" height="380" ${W}/><rect x="185" y="115" width="230" height="230" fill="C" fill-opacity=".35"/><circle cx="350" cy="180" r="34" fill="C" fill-opacity=".5"/><path d="M185 345l80-90 60 60 40-40 50 70z" fill="C" fill-opacity=".45"/>${line(200, 380, 200)}`,
  rollup: `<rect x="225" y="95" width="150" height="330" ${W}/><rect x="215" y="88" width="170" height="10" rx="5" fill="#fff"/><rect x="200" y="425" width="200" height="24" rx="8" fill="#fff"/><rect x="245" y="130" width="110" height="80" fill="C" fill-opacity=".35"/>${line(245, 235, 110)}${line(245, 260, 80, '.25')}`,
  // Two business cards (90×54), the back one turned.
  card: `<g transform="rotate(-12 300 280)"><rect x="150" y="200" width="270" height="162" rx="10" fill="#fff" opacity=".75"/></g><rect x="180" y="230" width="270" height="162" rx="10" ${W}/><circle cx="230" cy="285" r="26" fill="C" fill-opacity=".45"/>${line(275, 275, 140)}${line(275, 300, 100, '.25')}${line(205, 350, 150, '.25')}`,
  envelope: `<rect x="130" y="170" width="340" height="220" rx="8" ${W}/><path d="M130 178l170 120 170-120" fill="none" stroke="C" stroke-opacity=".45" stroke-width="8"/><rect x="395" y="190" width="52" height="60" fill="C" fill-opacity=".35"/>`,
  form: `<rect x="195" y="115" width="230" height="330" fill="#fff" opacity=".6"/><rect x="175" y="100" width="230" height="330" ${W}/><rect x="195" y="125" width="190" height="24" fill="C" fill-opacity=".4"/><path d="M195 175h190M195 210h190M195 245h190M195 280h190M270 160v140" stroke="C" stroke-opacity=".35" stroke-width="3"/>${line(195, 320, 120, '.25')}`,
  bag: `<path d="M170 200h260l-20 260H190z" ${W}/><path d="M230 200v-40a70 70 0 0 1 140 0v40" stroke="#fff" stroke-width="14" fill="none"/><rect x="240" y="270" width="120" height="70" fill="C" fill-opacity=".3"/>`,
  box: `<path d="M300 150l150 60v170l-150 70-150-70V210z" ${W}/><path d="M150 210l150 60 150-60M300 270v180" fill="none" stroke="C" stroke-opacity=".4" stroke-width="5"/><path d="M300 150l150 60-150 60-150-60z" fill="C" fill-opacity=".15"/>`,
  giftbox: `<rect x="160" y="220" width="280" height="220" rx="6" ${W}/><rect x="145" y="180" width="310" height="60" rx="6" fill="#fff"/><rect x="285" y="180" width="30" height="260" fill="C" fill-opacity=".55"/><path d="M300 180c-40-60-100-40-80-10 15 20 80 10 80 10zm0 0c40-60 100-40 80-10-15 20-80 10-80 10z" fill="C" fill-opacity=".55"/>`,
  sticker: `<circle cx="260" cy="270" r="120" ${W}/><circle cx="260" cy="270" r="95" fill="none" stroke="C" stroke-opacity=".4" stroke-width="6" stroke-dasharray="10 8"/><circle cx="400" cy="370" r="70" fill="#fff" opacity=".8"/><text x="260" y="285" font-size="44" font-weight="700" fill="C" fill-opacity=".7" text-anchor="middle" font-family="sans-serif">LOGO</text>`,
  badge: `<path d="M300 90l-40 90M300 90l40 90" stroke="#fff" stroke-width="10"/><rect x="285" y="170" width="30" height="30" rx="4" fill="#fff"/><rect x="200" y="200" width="200" height="260" rx="14" ${W}/><circle cx="300" cy="290" r="45" fill="C" fill-opacity=".35"/>${line(240, 360, 120)}${line(255, 385, 90, '.25')}`,
  tentcard: `<path d="M150 420l70-260h160l70 260z" ${W}/><path d="M220 160l-70 260" stroke="C" stroke-opacity=".3" stroke-width="6"/>${line(230, 280, 140)}<rect x="250" y="220" width="100" height="40" fill="C" fill-opacity=".35"/>`,
  backdrop: `<rect x="100" y="120" width="400" height="250" ${W}/><path d="M130 370v90M470 370v90M110 460h60M430 460h60" stroke="#fff" stroke-width="10"/><rect x="130" y="150" width="340" height="90" fill="C" fill-opacity=".35"/>${line(160, 270, 280)}${line(200, 300, 200, '.25')}`,
  // An insulated bottle: cap, shoulder and body.
  bottle: `<rect x="250" y="100" width="100" height="50" rx="12" fill="#fff"/><rect x="220" y="150" width="160" height="310" rx="40" ${W}/><rect x="220" y="210" width="160" height="40" fill="C" fill-opacity=".35"/>`,
  mug: `<path d="M170 170h220v230a30 30 0 0 1-30 30H200a30 30 0 0 1-30-30z" ${W}/><path d="M390 220h30a50 50 0 0 1 0 100h-30" fill="none" stroke="#fff" stroke-width="22"/><rect x="200" y="240" width="160" height="80" fill="C" fill-opacity=".3"/>`,
  usb: `<rect x="230" y="100" width="90" height="80" fill="none" stroke="#fff" stroke-width="12"/><rect x="255" y="125" width="14" height="14" fill="#fff"/><rect x="282" y="125" width="14" height="14" fill="#fff"/><rect x="210" y="180" width="130" height="270" rx="20" ${W}/><rect x="235" y="230" width="80" height="80" rx="10" fill="C" fill-opacity=".35"/>`,
  powerbank: `<rect x="185" y="110" width="230" height="350" rx="30" ${W}/><rect x="230" y="400" width="140" height="10" rx="5" fill="C" fill-opacity=".4"/><path d="M310 190l-50 80h40l-20 70 60-95h-42z" fill="C" fill-opacity=".55"/>`,
  notebook: `<rect x="170" y="110" width="270" height="350" rx="10" ${W}/><rect x="170" y="110" width="36" height="350" fill="C" fill-opacity=".45"/><rect x="410" y="110" width="12" height="350" fill="C" fill-opacity=".3"/><rect x="245" y="180" width="140" height="60" rx="6" fill="C" fill-opacity=".3"/>`,
  pen: `<g transform="rotate(35 300 280)"><rect x="280" y="80" width="40" height="320" rx="14" ${W}/><path d="M280 400h40l-20 60z" fill="#fff"/><rect x="276" y="150" width="48" height="34" fill="C" fill-opacity=".45"/><rect x="322" y="110" width="10" height="120" rx="4" fill="#fff"/></g>`,
  deskcalendar: `<path d="M150 430l60-250h180l60 250z" ${W}/><path d="M230 170v30M270 170v30M310 170v30M350 170v30" stroke="C" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/><rect x="225" y="215" width="150" height="40" fill="C" fill-opacity=".35"/><path d="M215 290h170M205 330h190M195 370h210" stroke="C" stroke-opacity=".3" stroke-width="4"/>`,
  wallcalendar: `<rect x="170" y="110" width="260" height="350" ${W}/><path d="M210 100v30M260 100v30M340 100v30M390 100v30" stroke="C" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/><rect x="190" y="140" width="220" height="130" fill="C" fill-opacity=".35"/><path d="M190 300h220M190 335h220M190 370h220M190 405h220M245 290v130M300 290v130M355 290v130" stroke="C" stroke-opacity=".3" stroke-width="3"/>`,
  greeting: `<path d="M160 160l140 40v260l-140-40z" fill="#fff" opacity=".8"/><path d="M300 200l140-40v260l-140 40z" ${W}/><circle cx="370" cy="270" r="40" fill="C" fill-opacity=".45"/>${line(325, 340, 90, '.3')}`,
  certificate: `<rect x="140" y="150" width="320" height="240" rx="8" ${W}/><rect x="160" y="170" width="280" height="200" fill="none" stroke="C" stroke-opacity=".45" stroke-width="5"/>${line(220, 215, 160, '.45')}${line(200, 255, 200, '.25')}${line(200, 280, 200, '.25')}<circle cx="385" cy="330" r="24" fill="C" fill-opacity=".55"/>`,
  medal: `<path d="M245 100l35 130h40l35-130z" fill="#fff" opacity=".7"/><path d="M285 100l15 130 15-130z" fill="C" fill-opacity=".6"/><circle cx="300" cy="320" r="110" ${W}/><circle cx="300" cy="320" r="80" fill="none" stroke="C" stroke-opacity=".45" stroke-width="8"/><path d="M300 275l13 27 30 4-22 21 5 30-26-14-26 14 5-30-22-21 30-4z" fill="C" fill-opacity=".6"/>`,
  flag: `<path d="M220 90v380" stroke="#fff" stroke-width="12"/><path d="M226 100c80 0 120 40 160 120s40 190 20 240H226z" ${W}/><rect x="260" y="180" width="80" height="80" fill="C" fill-opacity=".35"/>`,
  tableflag: `<rect x="200" y="430" width="200" height="24" rx="10" fill="#fff"/><path d="M300 140v290" stroke="#fff" stroke-width="10"/><path d="M305 150h140v100H305z" ${W}/><path d="M295 150H155v100h140z" fill="#fff" opacity=".8"/><rect x="330" y="175" width="50" height="50" fill="C" fill-opacity=".4"/>`,
  lightbox: `<rect x="130" y="130" width="340" height="280" rx="10" fill="#fff" opacity=".98"/><rect x="150" y="150" width="300" height="240" fill="C" fill-opacity=".25"/><path d="M150 390l90-110 70 70 50-50 90 90z" fill="C" fill-opacity=".45"/><circle cx="400" cy="200" r="28" fill="#fff"/>`,
  floorsticker: `<ellipse cx="300" cy="330" rx="200" ry="110" ${W}/><path d="M230 330h110l-30-35M340 330l-30 35" fill="none" stroke="C" stroke-opacity=".6" stroke-width="16" stroke-linecap="round"/>`,
  carsticker: `<path d="M110 360v-70l60-80h220l80 80h30v70z" ${W}/><circle cx="190" cy="370" r="40" fill="#fff"/><circle cx="410" cy="370" r="40" fill="#fff"/><circle cx="190" cy="370" r="18" fill="C" fill-opacity=".5"/><circle cx="410" cy="370" r="18" fill="C" fill-opacity=".5"/><rect x="220" y="280" width="160" height="40" fill="C" fill-opacity=".35"/>`,
  filebag: `<rect x="160" y="110" width="280" height="350" rx="6" ${W}/><path d="M160 110h280v90H160z" fill="C" fill-opacity=".25"/><circle cx="300" cy="200" r="18" fill="none" stroke="C" stroke-opacity=".6" stroke-width="6"/><path d="M300 218c-20 40 30 60 0 100" fill="none" stroke="C" stroke-opacity=".5" stroke-width="4"/>`,
  folder: `<path d="M140 170h110l30 30h180v250H140z" ${W}/><path d="M140 230h320" stroke="C" stroke-opacity=".35" stroke-width="6"/><rect x="190" y="280" width="120" height="60" fill="C" fill-opacity=".3"/>`,
  paperpack: `<rect x="150" y="190" width="300" height="230" rx="6" ${W}/><path d="M150 250h300M150 360h300" stroke="C" stroke-opacity=".35" stroke-width="6"/><text x="300" y="320" font-size="46" font-weight="700" fill="C" fill-opacity=".6" text-anchor="middle" font-family="sans-serif">A4</text><rect x="165" y="170" width="270" height="20" fill="#fff" opacity=".7"/>`,
  notepad: `<rect x="190" y="150" width="240" height="240" fill="#fff" opacity=".7"/><rect x="170" y="130" width="240" height="240" ${W}/><rect x="170" y="130" width="240" height="40" fill="C" fill-opacity=".35"/>${line(195, 200, 170, '.25')}${line(195, 230, 150, '.25')}${line(195, 260, 170, '.25')}`,
  stamp: `<rect x="265" y="110" width="70" height="120" rx="30" ${W}/><path d="M230 250h140l20 60H210z" ${W}/><rect x="190" y="310" width="220" height="50" rx="6" fill="#fff"/><rect x="200" y="400" width="200" height="50" rx="6" fill="none" stroke="#fff" stroke-width="6"/><text x="300" y="436" font-size="28" fill="#fff" text-anchor="middle" font-family="sans-serif">印</text>`,
};

/** What each third-level category of the demo catalogue sells, by its name. */
export const KIND_BY_LEAF: Record<string, GoodsKind> = {
  企业画册: 'booklet',
  产品手册: 'booklet',
  三折页: 'trifold',
  宣传单页: 'sheet',
  海报: 'poster',
  易拉宝: 'rollup',
  商务名片: 'card',
  特种纸名片: 'card',
  信封: 'envelope',
  信纸: 'sheet',
  联单: 'form',
  收据: 'form',
  纸质手提袋: 'bag',
  无纺布袋: 'bag',
  彩盒: 'box',
  礼盒: 'giftbox',
  产品标签: 'sticker',
  封口贴: 'sticker',
  工作证: 'badge',
  胸牌: 'badge',
  桌牌: 'tentcard',
  台卡: 'tentcard',
  背景布: 'backdrop',
  签到墙: 'backdrop',
  保温杯: 'bottle',
  马克杯: 'mug',
  U盘: 'usb',
  充电宝: 'powerbank',
  笔记本: 'notebook',
  定制笔: 'pen',
  台历: 'deskcalendar',
  挂历: 'wallcalendar',
  贺卡: 'greeting',
  明信片: 'greeting',
  荣誉证书: 'certificate',
  奖牌: 'medal',
  刀旗: 'flag',
  桌旗: 'tableflag',
  灯箱片: 'lightbox',
  户外喷绘: 'backdrop',
  地贴: 'floorsticker',
  车贴: 'carsticker',
  档案袋: 'filebag',
  文件夹: 'folder',
  复印纸: 'paperpack',
  便签本: 'notepad',
  光敏印章: 'stamp',
  回墨印章: 'stamp',
};
