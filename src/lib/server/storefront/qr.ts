// QR codes drawn on this machine as inline SVG (nothing downloaded), remembered per text.
import QRCode from 'qrcode';

const memo = new Map<string, Promise<string>>();

export function qrSvg(text: string): Promise<string> {
  let svg = memo.get(text);
  if (!svg) {
    svg = QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
    if (memo.size > 50) memo.clear();
    memo.set(text, svg);
  }
  return svg;
}
