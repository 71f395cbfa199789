import type { PageName } from '@/config/paths';
import type { Namespace } from '@/lib/i18n';

/** Route `handle` of every page: which page it is and where its copy lives. */
export type PageHandle = { page: PageName; namespace: Namespace; intro?: string | undefined };
