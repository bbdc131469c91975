import { useState } from 'react';
import type { ProductImage } from '@shop/contracts/product.ts';
import { imageUrl } from '@/lib/api-client.ts';
import { productTexts as texts } from '../texts.ts';
import styles from './product.module.css';

type GalleryProps = { images: readonly ProductImage[]; name: string };

function Badges({ image }: { image: ProductImage }) {
  if (image.igraphs.group.length === 0) return null;
  return (
    <div className={styles.badges}>
      {image.igraphs.group.flatMap((group, groupIndex) =>
        group.line.map((line, lineIndex) => (
          <span key={`${groupIndex}-${lineIndex}`} style={{ background: line.bgcolor, color: line.color, fontSize: line.size }}>
            {line.text}
          </span>
        )),
      )}
    </div>
  );
}

function Borrowed({ image }: { image: ProductImage }) {
  return image.isClone ? <p className={styles.borrowed}>{texts.borrowedImage}</p> : null;
}

/** Desktop: the main picture (up to 520 px) and thumbnails to switch it. */
export function Gallery({ images, name }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <section className={styles.gallery} aria-label={texts.gallery}>
      <div className={styles.mainImage}>
        <img src={imageUrl(shown.productthumb)} alt={name} width={520} height={520} fetchPriority="high" />
        <Badges image={shown} />
      </div>
      <Borrowed image={shown} />
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.productthumb}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={texts.showImage(index + 1)}
                onClick={() => setCurrent(index)}
              >
                <img src={imageUrl(image.productThumbnail)} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Mobile: a swipeable strip of the pictures; borrowed ones carry the note (§2). */
export function ImageCarousel({ images, name }: GalleryProps) {
  return (
    <section className={styles.carousel} aria-label={texts.gallery} data-swipe-ignore="">
      {/* Focusable so a keyboard can scroll the strip. */}
      <ul tabIndex={0}>
        {images.map((image, index) => (
          <li key={image.productthumb}>
            <div className={styles.mainImage}>
              <img
                src={imageUrl(image.productthumb)}
                alt={index === 0 ? name : ''}
                width={520}
                height={520}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first picture is the page's largest paint: it goes before everything else.
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              <Badges image={image} />
            </div>
            <Borrowed image={image} />
          </li>
        ))}
      </ul>
    </section>
  );
}
