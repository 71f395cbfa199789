import './lightbox.css';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import type { Photo } from '../api/get-gallery';

type LightboxProps = {
  photos: Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** A horizontal move longer than this is a swipe, not a shaky tap. */
const SWIPE_PX = 50;

/**
 * The full photo in a modal dialog: previous/next buttons, arrow keys, swipe, Escape to close.
 * The shared focus trap opens it as a native modal (the page behind inert and still), keeps Tab
 * inside and gives focus back when the dialog closes.
 */
export function Lightbox(props: LightboxProps) {
  const photo = props.photos[props.index];
  // The dialog is mounted exactly as long as it is open: the focus trap relies on that.
  return photo ? <LightboxDialog {...props} photo={photo} /> : null;
}

function LightboxDialog({
  photo,
  photos,
  index,
  onIndexChange,
  onClose,
}: LightboxProps & { photo: Photo }) {
  const { t } = useTranslation('community');
  const panel = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const hintId = useId();
  useModalDialog(panel, onClose);

  const count = photos.length;
  // Wraps around, so the buttons never become disabled under the visitor's focus.
  const show = (offset: number) => onIndexChange((index + offset + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') show(1);
    else if (event.key === 'ArrowLeft') show(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) show(dx < 0 ? 1 : -1);
  };

  const hasNeighbours = count > 1;
  return (
    <dialog
      ref={panel}
      className="lightbox"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hasNeighbours ? hintId : undefined}
      tabIndex={-1}
      // Arrow keys are the dialog's own shortcuts, wherever the focus sits inside it.
      onKeyDown={onKeyDown}
    >
      <div className="lightbox__bar">
        <p className="lightbox__position" aria-hidden="true">
          {t('gallery.lightbox.position', { current: index + 1, total: count })}
        </p>
        {/* Said on every step: which photo, not only its number. */}
        <p className="visually-hidden" aria-live="polite">
          {t('gallery.lightbox.announce', {
            current: index + 1,
            total: count,
            title: photo.title,
          })}
        </p>
        <button type="button" className="lightbox__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('gallery.lightbox.close')}</span>
        </button>
      </div>
      <div
        className="lightbox__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          key={String(photo.id)}
          className="lightbox__image"
          src={photo.imageUrl}
          alt={photo.title}
          width={photo.width}
          height={photo.height}
          draggable={false}
        />
        {hasNeighbours && (
          <>
            <button
              type="button"
              className="lightbox__step lightbox__step--prev"
              onClick={() => show(-1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('gallery.lightbox.previous')}</span>
            </button>
            <button
              type="button"
              className="lightbox__step lightbox__step--next"
              onClick={() => show(1)}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('gallery.lightbox.next')}</span>
            </button>
          </>
        )}
      </div>
      <h2 id={titleId} className="lightbox__title">
        {photo.title}
      </h2>
      {hasNeighbours && (
        <p id={hintId} className="visually-hidden">
          {t('gallery.lightbox.hint')}
        </p>
      )}
    </dialog>
  );
}
