// Amounts in Chinese financial capitals (大写金额) from integer fen, as written on contracts and cheques:
// 壹万零伍拾元整, 壹佰元零伍分, 伍角整. Rules of 《支付结算办法》: 整 after 元 or 角, none after 分;
// one 零 for any run of zeros inside the number; a leading ten is written 壹拾.
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** 0..9999 written with 拾佰仟, zeros inside collapsed to one 零, trailing zeros dropped. */
function section(n: number): string {
  let out = '';
  let zero = false;
  for (let p = 3; p >= 0; p--) {
    const d = Math.floor(n / 10 ** p) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d] + PLACES[p];
  }
  return out;
}

function integerPart(yuan: number): string {
  if (yuan === 0) return '';
  const parts: number[] = [];
  for (let n = yuan; n > 0; n = Math.floor(n / 10000)) parts.push(n % 10000);
  if (parts.length > SECTIONS.length) throw new RangeError('金额过大');
  let out = '';
  let pendingZero = false;
  for (let i = parts.length - 1; i >= 0; i--) {
    const v = parts[i]!;
    if (v === 0) {
      if (out) pendingZero = true;
      continue;
    }
    // A gap before this section (a whole empty section, or fewer than four digits here) reads 零.
    if (out && (pendingZero || v < 1000)) out += '零';
    pendingZero = false;
    out += section(v) + SECTIONS[i];
  }
  return out;
}

/** 123456 fen → 壹仟贰佰叁拾肆元伍角陆分. Throws on anything but a safe integer. */
export function toCapitals(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new TypeError('金额必须是以分为单位的整数');
  if (fen < 0) return '负' + toCapitals(-fen);
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const f = fen % 10;
  const int = integerPart(yuan);
  let out = int ? int + '元' : '';
  if (jiao === 0 && f === 0) return out + '整';
  if (jiao > 0) out += DIGITS[jiao] + '角';
  else if (int) out += '零';
  if (f > 0) out += DIGITS[f] + '分';
  else out += '整';
  return out;
}
