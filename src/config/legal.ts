import data from '../../content/legal.json' with { type: 'json' };
import type { Localized } from './site';

/**
 * The facts the law asks the site to name besides the legal texts (`content/legal.json`, checked
 * at build), written once here so that the privacy policy (by placeholders, ./legal-documents.ts),
 * the footer and the agreement dialogs cannot disagree.
 */
export type LegalFacts = {
  /** 개인정보 보호책임자. */
  privacyOfficer: { name: Localized; position: Localized; email: string; phone: string };
  /**
   * Who hosts the site: the privacy policy's entrustment and transfer-abroad articles, the footer.
   * `country`: where its servers are, as the policy's sentence about the transfer names it.
   */
  hostingProvider: { name: string; url: string; country: Localized; privacyContact: string };
};

export const legalFacts: LegalFacts = data;
