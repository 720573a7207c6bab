// The detail gallery: a thumbnail shows its picture in the large frame; on a touch screen a sideways swipe on the
// large picture shows the next or previous one (it did nothing, and a phone's visitor swipes before looking for
// the small pictures under it).
/** How far (px) a finger must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_MIN = 40;

document.querySelectorAll<HTMLElement>('[data-gallery]').forEach((g) => {
  const main = g.querySelector<HTMLImageElement>('[data-gallery-main]');
  const thumbs = [...g.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  const show = (b: HTMLButtonElement) => {
    if (main) main.src = b.dataset.galleryThumb!;
    thumbs.forEach((t) => t.setAttribute('aria-pressed', t === b ? 'true' : 'false'));
  };
  thumbs.forEach((b) => b.addEventListener('click', () => show(b)));
  if (!main || thumbs.length < 2) return;
  let start: { x: number; y: number } | null = null;
  main.addEventListener(
    'touchstart',
    (e) => {
      const t = e.touches[0];
      start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    },
    { passive: true },
  );
  main.addEventListener('touchend', (e) => {
    const t = e.changedTouches[0];
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    start = null;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) <= Math.abs(dy)) return;
    const at = thumbs.findIndex((b) => b.getAttribute('aria-pressed') === 'true');
    // Left shows the next picture, right the previous one, round the ends.
    const next = (at + (dx < 0 ? 1 : -1) + thumbs.length) % thumbs.length;
    show(thumbs[next]!);
  });
});
