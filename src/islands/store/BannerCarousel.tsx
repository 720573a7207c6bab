// Banner carousel (§2.10, §9): keen-slider, 460 px high, autoplay every 5000 ms, dots, paused while hovered,
// focused or in a hidden tab, click → jumpUrl. The server renders the first slide as plain HTML with fixed
// dimensions and an eagerly loaded image, so hydrating later moves nothing and never delays the LCP image.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react';

export const AUTOPLAY_MS = 5000;

export interface Slide { id: number; title: string; url: string; jumpUrl: string }

export default function BannerCarousel(props: { slides: Slide[] }) {
  const { slides } = props;
  const [current, setCurrent] = useState(0);
  const paused = useRef(false);
  // Options keep one identity: the hook updates the slider whenever they change.
  const options = useMemo(() => ({
    loop: true,
    disabled: slides.length < 2,
    slideChanged: (s: { track: { details: { rel: number } } }) => setCurrent(s.track.details.rel),
  }), [slides.length]);
  const [trackRef, slider] = useKeenSlider<HTMLDivElement>(options);

  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => {
      if (!paused.current && document.visibilityState === 'visible') slider.current?.next();
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [slider, slides.length]);

  const pause = () => { paused.current = true; };
  const resume = () => { paused.current = false; };

  return (
    <div className="banner" role="region" aria-roledescription="carousel" aria-label="焦点图"
      onMouseEnter={pause} onMouseLeave={resume} onFocus={pause}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) resume(); }}>
      <div ref={trackRef} className="keen-slider banner-track">
        {slides.map((s, i) => (
          <a key={s.id} className="keen-slider__slide banner-slide" href={s.jumpUrl || '/'} aria-label={`${i + 1} / ${slides.length}：${s.title}`}>
            <img src={s.url} alt={s.title} width={1200} height={460} loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'} decoding="async" />
          </a>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="banner-dots" role="group" aria-label="选择焦点图">
          {slides.map((s, i) => (
            <button key={s.id} type="button" className="banner-dot" aria-label={`第${i + 1}张：${s.title}`}
              aria-current={i === current ? 'true' : 'false'} onClick={() => slider.current?.moveToIdx(i)} />
          ))}
        </div>
      )}
    </div>
  );
}
