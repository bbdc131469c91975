import { useEffect, useId, useState } from 'react';
import type { CSSProperties, FocusEvent } from 'react';
import type { Slide } from '@shop/contracts/widgets.ts';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { widgetTexts } from '@/features/widgets/texts.ts';
import { SiteLink } from './site-link.tsx';
import { usePrefersReducedMotion } from './use-widget-place.ts';
import styles from './billboard.module.css';

/**
 * §2 gives the billboard's autoplay delay as 30 with no unit, and the data carries the same 30.
 * Read as seconds: 30 ms would be a flicker, 30 s leaves a shopper time to read a slide.
 */
export const AUTOPLAY_UNIT_MS = 1000;

const texts = widgetTexts.billboard;

/**
 * Slides one at a time, looping at both ends, turning by themselves unless hovered, focused,
 * stopped, reduced motion or told not to (a shopper saving data: each slide is another picture).
 */
export function Billboard({ slides, autoplayDelay, autoplay = true }: { slides: Slide[]; autoplayDelay: number; autoplay?: boolean }) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const trackId = useId();
  const turning = autoplay && count > 1 && !stopped && !hovered && !focused && !reducedMotion;
  const shown = Math.min(current, count - 1);
  // Only the running app turns slides: until it does, the other slides' images would only take
  // a phone's network from the first screen.
  const hydrated = useHydrated();

  const go = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    if (!turning) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), autoplayDelay * AUTOPLAY_UNIT_MS);
    return () => window.clearTimeout(timer);
  }, [turning, current, count, autoplayDelay]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.billboard}
      aria-roledescription="карусель"
      aria-label={texts.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-widget="billboard"
    >
      <div className={styles.viewport}>
        <div id={trackId} className={styles.track} style={{ '--slide': shown } as CSSProperties} aria-live={turning ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const pictured = hydrated || index === shown;
            return (
              <div
                key={`${slide.url}-${index}`}
                className={styles.slide}
                role="group"
                aria-roledescription="слайд"
                aria-label={texts.slide(index + 1, count, slide.tabName)}
                aria-hidden={index !== shown}
                inert={index !== shown}
                style={pictured && slide.backgroundFile ? { backgroundImage: `url("${imageUrl(slide.backgroundFile)}")` } : undefined}
              >
                <SiteLink href={slide.url} className={styles.link}>
                  {pictured && slide.mainFile ? (
                    <img
                      className={styles.image}
                      src={imageUrl(slide.mainFile)}
                      alt={slide.tabName}
                      width={1200}
                      height={400}
                      // The first slide is the main page's largest paint.
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                    />
                  ) : null}
                  {slide.htmlCode.trim() ? <SafeHtml html={slide.htmlCode} className={styles.caption} /> : null}
                </SiteLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-controls={trackId} aria-label={texts.previous} onClick={() => go(shown - 1)}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={`${slide.url}-${index}`}
                type="button"
                className={styles.dot}
                aria-controls={trackId}
                aria-label={texts.goTo(index + 1, slide.tabName)}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-controls={trackId} aria-label={texts.next} onClick={() => go(shown + 1)}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={stopped ? texts.play : texts.pause}
            onClick={() => setStopped((value) => !value)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              {stopped ? <path d="M4 2.5v11l9-5.5z" fill="currentColor" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />}
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
