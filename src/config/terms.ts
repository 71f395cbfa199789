import data from '../../content/terms.json' with { type: 'json' };
import type { LegalDocument } from './legal-documents.ts';

/** The terms of service, every version (`content/terms.json`): only their page and dialog import it. */
export const terms: LegalDocument = data;
