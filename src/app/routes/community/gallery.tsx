import { GalleryPage } from '@/features/community/components/gallery-page';

export function Component() {
  return <GalleryPage />;
}
