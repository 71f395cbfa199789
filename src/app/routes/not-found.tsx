import { NotFound } from '@/components/layouts/not-found';

export { NotFound as Component };
