import data from '../../content/privacy.json' with { type: 'json' };
import type { LegalDocument } from './legal-documents.ts';

/** The privacy policy, every version (`content/privacy.json`): only its page and dialog import it. */
export const privacy: LegalDocument = data;
