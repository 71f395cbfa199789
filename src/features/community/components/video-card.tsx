import './video-card.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, type Video } from '../api/get-videos';
import { DateText } from './date-text';

type VideoCardProps = { video: Video; headingLevel: 2 | 3 };

/**
 * A facade drawn with CSS: nothing is requested from YouTube (not even a thumbnail) until the
 * visitor presses play. Then the privacy-enhanced player replaces it and starts playing.
 */
export function VideoCard({ video, headingLevel }: VideoCardProps) {
  const { t } = useTranslation('community');
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    // The button that had the focus is gone; the player takes its place.
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <li className="video-card">
      <div className="video-card__frame">
        {playing ? (
          <iframe
            ref={player}
            className="video-card__player"
            src={youtubeEmbedUrl(video.youtubeId)}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="video-facade"
            aria-label={t('video.playTitle', { title: video.title })}
            onClick={() => setPlaying(true)}
          >
            <span className="video-facade__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
            <span className="video-facade__label">{t('video.play')}</span>
          </button>
        )}
      </div>
      <div className="video-card__body">
        <Heading className="video-card__title">{video.title}</Heading>
        <DateText className="video-card__date" value={video.createdAt} />
      </div>
    </li>
  );
}

export function VideoGrid({ videos, headingLevel }: { videos: Video[]; headingLevel: 2 | 3 }) {
  return (
    <ul className="video-grid plain-list">
      {videos.map((video) => (
        <VideoCard key={String(video.id)} video={video} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
