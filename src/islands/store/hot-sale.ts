// Hot sale (§2.10, §9): 5 random items from the server-rendered pool; 换一批 shows a different 5.
export const BATCH = 5;

/** Picks `n` indices out of `size`, avoiding `current` when the pool is large enough. */
export function nextBatch(size: number, current: number[], n = BATCH, random = Math.random): number[] {
  const fresh = [...Array(size).keys()].filter((i) => !current.includes(i));
  const pool = fresh.length >= n ? fresh : [...Array(size).keys()];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n).sort((a, b) => a - b);
}

document.querySelectorAll<HTMLElement>('[data-hot-sale]').forEach((root) => {
  const items = [...root.querySelectorAll<HTMLElement>('[data-hot-item]')];
  root.querySelector('[data-hot-swap]')?.addEventListener('click', () => {
    const current = items.flatMap((el, i) => (el.hidden ? [] : [i]));
    const next = nextBatch(items.length, current);
    items.forEach((el, i) => {
      el.hidden = !next.includes(i);
    });
  });
});
