import { privacy } from '@/config/privacy';
import { LegalPage } from '@/features/legal/components/legal-page';

export function Component() {
  return <LegalPage name="privacy" document={privacy} />;
}
