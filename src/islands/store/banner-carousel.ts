// <banner-carousel>: autoplay every data-interval ms, dots, swipe, paused while hovered or focused.
// Slides move by a CSS transform transition on the track (run by the compositor), so turning a slide
// costs the main thread nothing per frame: a script-driven slider kept the home page busy every 5 s.
class BannerCarousel extends HTMLElement {
  private timer = 0;
  private paused = false;
  private index = 0;
  private track: HTMLElement | null = null;
  private dots: HTMLButtonElement[] = [];

  connectedCallback() {
    this.track = this.querySelector<HTMLElement>('.banner-track');
    const count = this.track?.children.length ?? 0;
    if (!this.track || count < 2) return;
    this.dots = [...this.querySelectorAll<HTMLButtonElement>('[data-dot]')];
    this.dots.forEach((d, i) => d.addEventListener('click', () => this.go(i)));
    const pause = () => { this.paused = true; };
    const resume = () => { this.paused = false; };
    this.addEventListener('mouseenter', pause);
    this.addEventListener('mouseleave', resume);
    this.addEventListener('focusin', pause);
    this.addEventListener('focusout', (e) => { if (!this.contains(e.relatedTarget as Node | null)) resume(); });
    let startX: number | null = null;
    this.addEventListener('touchstart', (e) => { startX = e.touches[0]?.clientX ?? null; }, { passive: true });
    this.addEventListener('touchend', (e) => {
      const dx = startX === null ? 0 : (e.changedTouches[0]?.clientX ?? startX) - startX;
      startX = null;
      if (Math.abs(dx) > 40) this.go(this.index + (dx < 0 ? 1 : -1));
    }, { passive: true });
    const interval = Number(this.dataset.interval) || 5000;
    this.timer = window.setInterval(() => {
      if (!this.paused && document.visibilityState === 'visible') this.go(this.index + 1);
    }, interval);
  }

  /** Shows slide i (wrapping round at both ends). */
  go(i: number) {
    const count = this.track?.children.length ?? 0;
    if (!this.track || count === 0) return;
    this.index = ((i % count) + count) % count;
    this.track.style.transform = `translateX(${-100 * this.index}%)`;
    this.dots.forEach((d, n) => d.setAttribute('aria-current', n === this.index ? 'true' : 'false'));
  }

  disconnectedCallback() {
    clearInterval(this.timer);
  }
}

if (!customElements.get('banner-carousel')) customElements.define('banner-carousel', BannerCarousel);
