// <banner-carousel>: keen-slider with autoplay every data-interval ms, dots, paused while hovered or focused.
import KeenSlider, { type KeenSliderInstance } from 'keen-slider';

class BannerCarousel extends HTMLElement {
  private slider: KeenSliderInstance | null = null;
  private timer = 0;
  private paused = false;

  connectedCallback() {
    const track = this.querySelector<HTMLElement>('.keen-slider');
    if (!track || track.children.length < 2) return;
    const dots = [...this.querySelectorAll<HTMLButtonElement>('[data-dot]')];
    this.slider = new KeenSlider(track, {
      loop: true,
      slideChanged: (s) => dots.forEach((d, i) => d.setAttribute('aria-current', i === s.track.details.rel ? 'true' : 'false')),
    });
    dots.forEach((d, i) => d.addEventListener('click', () => this.slider?.moveToIdx(i)));
    const pause = () => { this.paused = true; };
    const resume = () => { this.paused = false; };
    this.addEventListener('mouseenter', pause);
    this.addEventListener('mouseleave', resume);
    this.addEventListener('focusin', pause);
    this.addEventListener('focusout', (e) => { if (!this.contains(e.relatedTarget as Node | null)) resume(); });
    const interval = Number(this.dataset.interval) || 5000;
    this.timer = window.setInterval(() => {
      if (!this.paused && document.visibilityState === 'visible') this.slider?.next();
    }, interval);
  }

  disconnectedCallback() {
    clearInterval(this.timer);
    this.slider?.destroy();
  }
}

if (!customElements.get('banner-carousel')) customElements.define('banner-carousel', BannerCarousel);
