import './company-page.css';
import './company-map-page.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { company, companyPhone } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { mapSearchUrl, mapServices } from '@/lib/map-search';
import { CompanyPageHeader } from './company-page-header';
import { ExternalLink } from './external-link';
import { MapEmbed } from './map-embed';

/** `/<lang>/company/map`: address and contact, a map on request, map apps, directions. */
export function CompanyMapPage() {
  const { t } = useTranslation('company');
  const lang = useLanguage();
  const ids = { contact: useId(), embed: useId(), links: useId(), directions: useId() };
  return (
    <div className="page company-page">
      <CompanyPageHeader page="map" />

      <div className="company-columns company-columns--map">
        <div className="company-stack">
          <section className="company-section company-panel" aria-labelledby={ids.contact}>
            <h2 id={ids.contact}>{t('map.contact.heading')}</h2>
            <address className="company-address">
              <dl className="company-facts">
                <div>
                  <dt>{t('map.contact.address')}</dt>
                  <dd>{company.labAddress[lang]}</dd>
                </div>
                <div>
                  <dt>{t('map.contact.phone')}</dt>
                  <dd>
                    <a href={`tel:${company.phone}`}>{companyPhone(lang)}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t('map.contact.email')}</dt>
                  <dd>
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                  </dd>
                </div>
              </dl>
            </address>
          </section>

          <section className="company-section company-panel" aria-labelledby={ids.links}>
            <h2 id={ids.links}>{t('map.links.heading')}</h2>
            <p>{t('map.links.note')}</p>
            <ul className="map-links plain-list">
              {mapServices.map((service) => (
                <li key={service}>
                  <ExternalLink
                    className="button map-links__link"
                    href={mapSearchUrl(service, company.mapQuery)}
                  >
                    {t(`map.links.${service}`)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section className="company-section" aria-labelledby={ids.embed}>
          <h2 id={ids.embed}>{t('map.embed.heading')}</h2>
          <MapEmbed />
        </section>
      </div>

      <section className="company-section company-panel" aria-labelledby={ids.directions}>
        <h2 id={ids.directions}>{t('map.directions.heading')}</h2>
        <h3>{t('map.directions.subway')}</h3>
        <ul className="company-directions">
          {company.subway.map((stop) => (
            <li key={stop.station.en}>
              {t('map.directions.station', {
                station: stop.station[lang],
                lines: stop.lines[lang],
                count: stop.walkMinutes,
              })}
            </li>
          ))}
        </ul>
        <p>{t('map.directions.transit')}</p>
        <p>{t('map.directions.groups')}</p>
      </section>
    </div>
  );
}
