import { TrioRulePage } from '@/features/trio/components/trio-rule-page';

export function Component() {
  return <TrioRulePage />;
}
