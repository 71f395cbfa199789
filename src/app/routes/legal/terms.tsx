import { terms } from '@/config/terms';
import { LegalPage } from '@/features/legal/components/legal-page';

export function Component() {
  return <LegalPage name="terms" document={terms} />;
}
