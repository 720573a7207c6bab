// §2.7: the side bar becomes fixed once scrolled past its own offset; the stair list shows after 850 px;
// scroll-to-top is animated.
export const STAIRS_AFTER_PX = 850;

export function initSideBar() {
  const bar = document.querySelector<HTMLElement>('[data-side-bar]');
  const stairs = document.querySelector<HTMLElement>('[data-stairs]');
  if (!bar && !stairs) return;
  const offset = bar ? bar.getBoundingClientRect().top + scrollY : 0;
  let ticking = false;
  const update = () => {
    ticking = false;
    const y = scrollY;
    bar?.classList.toggle('is-fixed', y > offset - 20);
    stairs?.classList.toggle('is-visible', y > STAIRS_AFTER_PX);
  };
  addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
  document.querySelectorAll('[data-scroll-top]').forEach((b) =>
    b.addEventListener('click', () => {
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    }),
  );
  stairs?.querySelectorAll<HTMLAnchorElement>('a[data-floor]').forEach((a) =>
    a.addEventListener('click', (e) => {
      const target = document.getElementById(`floor-${a.dataset.floor}`);
      if (!target) return;
      e.preventDefault();
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      history.replaceState(null, '', `#floor-${a.dataset.floor}`);
    }),
  );
}
