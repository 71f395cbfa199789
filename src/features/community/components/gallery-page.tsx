import './community-page.css';
import { useTranslation } from 'react-i18next';
import { GALLERY_PAGE_SIZE, getGallery } from '../api/get-gallery';
import { useCommunityList, usePageParam } from '../hooks/use-community-list';
import { CommunityPageHeader } from './community-page-header';
import { GalleryGrid } from './gallery-grid';
import { ListView } from './list-view';

/** `/<lang>/community/gallery`: twelve photos a page, each opening in the lightbox. */
export function GalleryPage() {
  const { t } = useTranslation('community');
  const page = usePageParam();
  const { resource, retry } = useCommunityList(getGallery, page, GALLERY_PAGE_SIZE);
  return (
    <div className="page community-page">
      <CommunityPageHeader page="gallery" />
      <ListView
        className="community-list"
        page={page}
        resource={resource}
        onRetry={retry}
        empty={t('gallery.empty')}
        skeleton={{ rows: GALLERY_PAGE_SIZE, variant: 'card' }}
      >
        {(photos) => <GalleryGrid photos={photos} />}
      </ListView>
    </div>
  );
}
