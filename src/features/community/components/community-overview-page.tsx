import './community-page.css';
import './community-overview-page.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { getGallery } from '../api/get-gallery';
import { getNotices } from '../api/get-notices';
import { getVideos } from '../api/get-videos';
import { useCommunityList } from '../hooks/use-community-list';
import { CommunityPageHeader } from './community-page-header';
import { GalleryGrid } from './gallery-grid';
import { ListView } from './list-view';
import { NoticeItems } from './notice-items';
import { VideoGrid } from './video-card';

/** How much of each list the overview shows. */
const LATEST = { notices: 3, photos: 4, videos: 2 } as const;

type BlockProps = {
  area: 'notices' | 'photos' | 'videos' | 'files';
  heading: string;
  link: { to: string; label: string };
  children: ReactNode;
};

function Block({ area, heading, link, children }: BlockProps) {
  const id = useId();
  return (
    <section className={`community-block community-block--${area}`} aria-labelledby={id}>
      <div className="community-block__header">
        <h2 id={id}>{heading}</h2>
        <Link className="community-block__more" to={link.to}>
          {link.label}
          <span className="community-arrow" aria-hidden="true">
            ›
          </span>
        </Link>
      </div>
      {children}
    </section>
  );
}

/* Each block loads on its own: one failing list shows its error and retry, the others stay. */

function LatestNotices() {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const { resource, retry } = useCommunityList(getNotices, 1, LATEST.notices);
  return (
    <Block
      area="notices"
      heading={t('overview.notices.heading')}
      link={{ to: paths.communityNotice(lang), label: t('overview.notices.all') }}
    >
      <ListView
        resource={resource}
        onRetry={retry}
        empty={t('notice.empty')}
        skeleton={{ rows: LATEST.notices, variant: 'row' }}
      >
        {(notices) => <NoticeItems notices={notices} listPage={1} />}
      </ListView>
    </Block>
  );
}

function LatestPhotos() {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const { resource, retry } = useCommunityList(getGallery, 1, LATEST.photos);
  return (
    <Block
      area="photos"
      heading={t('overview.photos.heading')}
      link={{ to: paths.communityGallery(lang), label: t('overview.photos.all') }}
    >
      <ListView
        resource={resource}
        onRetry={retry}
        empty={t('gallery.empty')}
        skeleton={{ rows: LATEST.photos, variant: 'card' }}
      >
        {(photos) => <GalleryGrid photos={photos} />}
      </ListView>
    </Block>
  );
}

function LatestVideos() {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const { resource, retry } = useCommunityList(getVideos, 1, LATEST.videos);
  return (
    <Block
      area="videos"
      heading={t('overview.videos.heading')}
      link={{ to: paths.communityVideo(lang), label: t('overview.videos.all') }}
    >
      <ListView
        resource={resource}
        onRetry={retry}
        empty={t('video.empty')}
        skeleton={{ rows: LATEST.videos, variant: 'card' }}
      >
        {(videos) => <VideoGrid videos={videos} headingLevel={3} />}
      </ListView>
    </Block>
  );
}

/** `/<lang>/community`: the latest notices, photos and videos, and the way to the files. */
export function CommunityOverviewPage() {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  return (
    <div className="page community-page">
      <CommunityPageHeader page="overview" />
      <div className="community-overview">
        <LatestNotices />
        <LatestPhotos />
        <LatestVideos />
        <Block
          area="files"
          heading={t('overview.files.heading')}
          link={{ to: paths.communityReference(lang), label: t('overview.files.all') }}
        >
          <p className="community-block__text">{t('overview.files.text')}</p>
        </Block>
      </div>
    </div>
  );
}
