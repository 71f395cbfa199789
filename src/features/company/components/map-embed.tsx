import './map-embed.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openStreetMapEmbedUrl } from '../lib/map-links';

/**
 * The OpenStreetMap embed, loaded only when the visitor asks: until then no request leaves for
 * a third party (privacy, and no heavy frame on a phone that only needed the address).
 */
export function MapEmbed() {
  const { t } = useTranslation('company');
  const [shown, setShown] = useState(false);
  const frameId = useId();
  return (
    <div className="map-embed">
      {/* The button stays where it is when the map appears, so keyboard focus is not lost. */}
      <div id={frameId} className="map-embed__frame">
        {shown ? (
          <iframe
            className="map-embed__iframe"
            title={t('map.embed.title')}
            src={openStreetMapEmbedUrl()}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <p className="map-embed__notice">{t('map.embed.notice')}</p>
        )}
      </div>
      <button
        type="button"
        className="button button--primary needs-app"
        aria-expanded={shown}
        aria-controls={frameId}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('map.embed.hide') : t('map.embed.show')}
      </button>
    </div>
  );
}
