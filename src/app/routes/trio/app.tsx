import { TrioAppPage } from '@/features/trio/components/trio-app-page';

export function Component() {
  return <TrioAppPage />;
}
