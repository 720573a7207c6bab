// A browser's user agent as staff read it in the audit log: the browser and the system it runs on, not the 100-odd
// characters of tokens (which pushed the log's 变更前 → 变更后 column out of a 1024 px screen). The log keeps the whole
// string; its pages show it on hover.

/** Browsers by the token that names them, the more specific first (Edge and Opera also say Chrome; Chrome says Safari). */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 124 · Windows"; a user agent naming neither a known browser nor a system is shown as it is. */
export function browserAndSystem(ua: string): string {
  const browser = BROWSERS.map(([re, name]) => [re.exec(ua), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const parts = [browser ? `${browser[1]} ${browser[0]![1]}` : '', system ?? ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : ua;
}
