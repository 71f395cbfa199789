import './footer.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KakaoChannelLink } from '@/components/ui/kakao-channel-link';
import { env } from '@/config/env';
import { legalFacts } from '@/config/legal';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { company, companyPhone } from '@/config/site';

/** The Fair Trade Commission's page on a mail-order business, found by its registration number. */
function ftcBusinessInfoUrl(): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${company.businessNumber.replace(/\D/g, '')}`;
}

export function Footer({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const year = env.buildYear;
  const officer = legalFacts.privacyOfficer;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">{company.name[lang]}</p>
        <dl className="site-footer__facts">
          <div>
            <dt>{t('footer.ceo')}</dt>
            <dd>{company.ceo[lang]}</dd>
          </div>
          <div>
            <dt>{t('footer.businessNumber')}</dt>
            <dd>
              {company.businessNumber}{' '}
              <a href={ftcBusinessInfoUrl()} rel="noopener noreferrer" target="_blank">
                {t('footer.businessInfo')}
                <span className="visually-hidden"> {t('footer.newWindow')}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.mailOrderNumber')}</dt>
            <dd>{company.mailOrderNumber[lang]}</dd>
          </div>
          <div>
            <dt>{t('footer.address')}</dt>
            <dd>{company.labAddress[lang]}</dd>
          </div>
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${company.phone}`}>{companyPhone(lang)}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
        </dl>
        {/* Where an organisation asks for a quote, and the company's KakaoTalk channel. */}
        <nav className="site-footer__contact" aria-label={t('footer.contactLabel')}>
          <ul className="site-footer__links plain-list">
            <li>
              <Link to={paths.inquiry(lang)}>{t('footer.inquiry')}</Link>
            </li>
            <li>
              <KakaoChannelLink />
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="site-footer__links plain-list">
            <li>
              <Link to={paths.company(lang)}>{t('nav.company')}</Link>
            </li>
            <li>
              <Link to={paths.companyMap(lang)}>{t('footer.directions')}</Link>
            </li>
            {company.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                  <span className="visually-hidden"> {t('footer.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Legal block (issue 45): the documents, their officer and the host Korean law asks for. */}
        <div className="site-footer__legal">
          <nav aria-label={t('footer.legalLabel')}>
            <ul className="site-footer__links plain-list">
              <li>
                <Link to={paths.terms(lang)}>{t('nav.terms')}</Link>
              </li>
              <li>
                {/* Set apart, as the privacy commission's guidance asks. */}
                <Link to={paths.privacy(lang)}>
                  <strong>{t('nav.privacy')}</strong>
                </Link>
              </li>
            </ul>
          </nav>
          <dl className="site-footer__facts">
            <div>
              <dt>{t('footer.privacyOfficer')}</dt>
              <dd>
                {t('footer.officerName', {
                  name: officer.name[lang],
                  position: officer.position[lang],
                })}
                , <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.hosting')}</dt>
              <dd>{legalFacts.hostingProvider.name}</dd>
            </div>
          </dl>
        </div>
        <p className="site-footer__copyright">
          {/* Two parts: a name ending in "Ltd." must not get a second full stop. */}
          {t('footer.copyright', { year, name: company.name[lang] })}{' '}
          {t('footer.allRightsReserved')}
        </p>
      </div>
    </footer>
  );
}
