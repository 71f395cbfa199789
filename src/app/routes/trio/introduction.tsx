import { TrioIntroductionPage } from '@/features/trio/components/trio-introduction-page';

export function Component() {
  return <TrioIntroductionPage />;
}
