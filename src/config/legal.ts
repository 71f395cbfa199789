import data from '../../content/legal.json' with { type: 'json' };
import type { Localized } from './site';

/** A legal document's version and the day it takes effect (`YYYY-MM-DD`, Korean time). */
export type LegalVersion = { version: string; effectiveDate: string };

/**
 * What the terms and the privacy policy state besides their text (`content/legal.json`, checked
 * at build): their versions, and the facts the law asks the site to name, written once here so
 * the policy, the footer and the agreement dialogs cannot disagree.
 */
export type LegalFacts = {
  terms: LegalVersion;
  privacy: LegalVersion;
  /** 개인정보 보호책임자. */
  privacyOfficer: { name: Localized; position: Localized; email: string; phone: string };
  /** Who hosts the site (the privacy policy's entrustment article; the footer). */
  hostingProvider: { name: string; url: string };
};

export const legalFacts: LegalFacts = data;
