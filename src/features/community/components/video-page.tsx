import './community-page.css';
import { useTranslation } from 'react-i18next';
import { getVideos, VIDEO_PAGE_SIZE } from '../api/get-videos';
import { useCommunityList, usePageParam } from '../hooks/use-community-list';
import { CommunityPageHeader } from './community-page-header';
import { ListView } from './list-view';
import { VideoGrid } from './video-card';

/** `/<lang>/community/video`: the YouTube videos, each behind a click-to-play facade. */
export function VideoPage() {
  const { t } = useTranslation('community');
  const page = usePageParam();
  const { resource, retry } = useCommunityList(getVideos, page, VIDEO_PAGE_SIZE);
  return (
    <div className="page community-page">
      <CommunityPageHeader page="video" />
      <p className="community-note">{t('video.privacy')}</p>
      <ListView
        className="community-list"
        page={page}
        resource={resource}
        onRetry={retry}
        empty={t('video.empty')}
        skeleton={{ rows: 6, variant: 'card' }}
      >
        {(videos) => <VideoGrid videos={videos} headingLevel={2} />}
      </ListView>
    </div>
  );
}
