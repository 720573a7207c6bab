// Banner carousel (§2.10, §9): keen-slider, 460 px high, autoplay every 5000 ms, dots, paused while hovered,
// focused or in a hidden tab, click → jumpUrl. The server renders the first slide as plain HTML with fixed
// dimensions and an eagerly loaded image, so hydrating later moves nothing and never delays the LCP image.
import { useEffect, useRef, useState } from 'react';
import KeenSlider, { type KeenSliderInstance } from 'keen-slider';

export const AUTOPLAY_MS = 5000;

export interface Slide {
  id: number;
  title: string;
  url: string;
  jumpUrl: string;
}

export default function BannerCarousel(props: { slides: Slide[] }) {
  const { slides } = props;
  const [current, setCurrent] = useState(0);
  const paused = useRef(false);
  const track = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);

  // keen-slider's core on the server-rendered track (its React wrapper only adds an option-diffing hook the
  // fixed options here do not need): made once, turned by the autoplay timer, destroyed on unmount.
  useEffect(() => {
    const many = slides.length > 1;
    const s = new KeenSlider(track.current!, { loop: true, disabled: !many, slideChanged: (k) => setCurrent(k.track.details.rel) });
    slider.current = s;
    const timer = many
      ? setInterval(() => {
          if (!paused.current && document.visibilityState === 'visible') s.next();
        }, AUTOPLAY_MS)
      : undefined;
    return () => {
      clearInterval(timer);
      s.destroy();
      slider.current = null;
    };
  }, [slides.length]);

  const pause = () => {
    paused.current = true;
  };
  const resume = () => {
    paused.current = false;
  };

  return (
    <div
      className="banner"
      role="region"
      aria-roledescription="carousel"
      aria-label="焦点图"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) resume();
      }}
    >
      <div ref={track} className="keen-slider banner-track">
        {slides.map((s, i) => (
          // Only the slide on show can be reached (Tab would otherwise stop on links out of sight); the dots
          // bring the others.
          <a
            key={s.id}
            className="keen-slider__slide banner-slide"
            href={s.jumpUrl || '/'}
            aria-label={`${i + 1} / ${slides.length}：${s.title}`}
            inert={i !== current}
          >
            <img
              src={s.url}
              alt={s.title}
              width={1200}
              height={460}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
            />
          </a>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="banner-dots" role="group" aria-label="选择焦点图">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="banner-dot"
              aria-label={`第${i + 1}张：${s.title}`}
              aria-current={i === current ? 'true' : 'false'}
              onClick={() => slider.current?.moveToIdx(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
