import './gallery-grid.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Photo } from '../api/get-gallery';
import { Lightbox } from './lightbox';

/** Thumbnails are drawn about this wide; the height follows the photo's own aspect. */
const THUMB_WIDTH = 480;

/** A grid of thumbnails; each opens the lightbox on its photo. */
export function GalleryGrid({ photos }: { photos: Photo[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const lastShown = useRef<number | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (open !== null) {
      lastShown.current = open;
      return;
    }
    // The focus trap gives focus back to the thumbnail that opened the lightbox; after
    // browsing, the thumbnail of the photo last shown is the better place to continue from.
    if (lastShown.current === null) return;
    thumbs.current[lastShown.current]?.focus();
    lastShown.current = null;
  }, [open]);

  return (
    <>
      <ul className="gallery-grid plain-list">
        {photos.map((photo, index) => (
          <li key={String(photo.id)} className="gallery-grid__item">
            <button
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              type="button"
              className="gallery-thumb"
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
            >
              <img
                className="gallery-thumb__image"
                src={photo.thumbnailUrl}
                alt={photo.title}
                width={THUMB_WIDTH}
                height={Math.round((THUMB_WIDTH * photo.height) / photo.width)}
                loading="lazy"
                decoding="async"
              />
              {/* Visible caption; the image's alt already names the button. */}
              <span className="gallery-thumb__title" aria-hidden="true">
                {photo.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox photos={photos} index={open} onIndexChange={setOpen} onClose={close} />
      )}
    </>
  );
}
