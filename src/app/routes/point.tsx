import { PointPage } from '@/features/points/components/point-page';

export function Component() {
  return <PointPage />;
}
