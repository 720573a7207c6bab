// Line numbers of every value in a JSON text, by path ("products.3.skus.1.price"), so import errors can name a line.
// Runs only on text JSON.parse has already accepted.

export function jsonLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skip = () => {
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '\n') line++;
      else if (c !== ' ' && c !== '\t' && c !== '\r' && c !== '\ufeff') break;
    }
  };
  const str = (): string => {
    const start = i;
    for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  const value = (path: string): void => {
    skip();
    lines.set(path, line);
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      skip();
      if (text[i] === close) {
        i++;
        return;
      }
      for (let n = 0; ; n++) {
        skip();
        if (c === '{') {
          const key = str();
          skip();
          i++; // ':'
          value(join(path, key));
        } else {
          value(join(path, n));
        }
        skip();
        if (text[i++] === close) return;
      }
    }
    if (c === '"') {
      str();
      return;
    }
    while (i < text.length && !/[,\]}\s]/.test(text[i]!)) i++;
  };
  value('');
  return lines;
}

/** The line of a path, or of its nearest recorded ancestor. */
export function lineAt(lines: Map<string, number>, path: (string | number)[]): number {
  for (let n = path.length; n >= 0; n--) {
    const l = lines.get(path.slice(0, n).join('.'));
    if (l !== undefined) return l;
  }
  return 1;
}
