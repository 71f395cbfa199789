import { VideoPage } from '@/features/community/components/video-page';

export function Component() {
  return <VideoPage />;
}
