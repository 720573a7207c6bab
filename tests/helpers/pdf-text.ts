// Reads the text of a PDF made by pdfkit: inflates its streams, follows each font's ToUnicode CMap and
// decodes the TJ/Tj strings of the content streams with the font selected (Tf) at that point.
// Enough for our own documents, not a general PDF parser.
import zlib from 'node:zlib';

interface Obj {
  dict: string;
  data: Buffer | null;
}

function objects(pdf: Buffer): Map<number, Obj> {
  const s = pdf.toString('latin1');
  const out = new Map<number, Obj>();
  for (const m of s.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, data: null });
      continue;
    }
    let start = at + 6;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    let data = raw;
    if (/FlateDecode/.test(body.slice(0, at))) {
      try {
        data = zlib.inflateSync(raw);
      } catch {
        /* leave raw */
      }
    }
    out.set(Number(m[1]), { dict: body.slice(0, at), data });
  }
  return out;
}

function cmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const str = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  for (const m of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of m[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(r[1]!, 16);
      const hi = parseInt(r[2]!, 16);
      if (r[3]!.startsWith('[')) [...r[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((v, i) => map.set(lo + i, str(v[1]!)));
      else for (let c = lo, base = parseInt(r[3]!.slice(1, -1), 16); c <= hi; c++) map.set(c, String.fromCodePoint(base + c - lo));
    }
  }
  for (const m of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of m[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(r[1]!, 16), str(r[2]!));
  }
  return map;
}

export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const fontMaps = new Map<number, Map<number, string>>();
  for (const [id, o] of objs) {
    const tu = /\/ToUnicode (\d+) 0 R/.exec(o.dict);
    const data = tu ? objs.get(Number(tu[1]))?.data : null;
    if (data) fontMaps.set(id, cmap(data.toString('latin1')));
  }
  let text = '';
  for (const o of objs.values()) {
    // A page: its Contents stream uses the font names of its Resources (inline or referenced).
    if (!/\/Type \/Page\b/.test(o.dict)) continue;
    const ref = /\/Resources (\d+) 0 R/.exec(o.dict);
    const resources = ref ? (objs.get(Number(ref[1]))?.dict ?? '') : o.dict;
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(resources);
    const res = new Map<string, number>();
    if (fonts) for (const f of fonts[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) res.set(f[1]!, Number(f[2]));
    const contents = /\/Contents (\d+) 0 R/.exec(o.dict);
    const content = contents ? objs.get(Number(contents[1]))?.data?.toString('latin1') : undefined;
    if (!content) continue;
    let map: Map<number, string> | undefined;
    for (const m of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      if (m[1]) {
        map = fontMaps.get(res.get(m[1]) ?? -1);
        continue;
      }
      const hexes = m[2] !== undefined ? [...m[2].matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]!) : [m[3]!];
      for (const h of hexes) text += (h.match(/.{4}/g) ?? []).map((g) => map?.get(parseInt(g, 16)) ?? '').join('');
      text += '\n';
    }
  }
  return text;
}
