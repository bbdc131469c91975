import { useState } from 'react';
import type { Slide } from '@shop/contracts/widgets.ts';
import { imageUrl } from '@/lib/api-client.ts';
import { widgetTexts } from '@/features/widgets/texts.ts';
import { SiteLink } from './site-link.tsx';
import styles from './carousel.module.css';

type CarouselSlide = Pick<Slide, 'url' | 'tabName' | 'mainFile'>;

/** Offsets from the centre in the order they fill: centre, then up to two neighbours each side (§2). */
const OFFSETS = [0, 1, -1, 2, -2] as const;
const POSITION_CLASS: Record<number, string | undefined> = {
  [-2]: styles.farLeft,
  [-1]: styles.left,
  0: styles.centre,
  1: styles.right,
  2: styles.farRight,
};

/** Five positions in 3D: the centre image is a link; a neighbour, pressed, comes to the centre. */
export function Carousel({ slides }: { slides: CarouselSlide[] }) {
  const count = slides.length;
  const [centre, setCentre] = useState(0);
  const positions = OFFSETS.slice(0, count)
    .map((offset) => ({ offset, index: (((centre + offset) % count) + count) % count }))
    .sort((a, b) => a.offset - b.offset);

  return (
    <section className={styles.carousel} aria-label={widgetTexts.carousel.label} data-widget="carousel">
      <ul className={styles.stage}>
        {positions.map(({ offset, index }) => {
          const slide = slides[index];
          if (!slide) return null;
          const picture = <img src={imageUrl(slide.mainFile)} alt="" width={600} height={400} decoding="async" />;
          return (
            <li key={index} className={[styles.position, POSITION_CLASS[offset]].join(' ')} data-offset={offset}>
              {offset === 0 ? (
                <SiteLink href={slide.url} className={styles.item}>
                  {picture}
                  <span className={styles.caption}>{slide.tabName}</span>
                </SiteLink>
              ) : (
                <button
                  type="button"
                  className={styles.item}
                  aria-label={widgetTexts.carousel.show(slide.tabName)}
                  onClick={() => setCentre(index)}
                >
                  {picture}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
