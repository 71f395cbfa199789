import './community-page.css';
import './notice-detail-page.css';
import { useCallback, useId, useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsArticle, WithContext } from 'schema-dts';
import { ListError, ListSkeleton, ListStatus } from '@/components/ui/list-states';
import { ShareButton } from '@/components/ui/share-button';
import { StructuredData } from '@/components/ui/structured-data';
import { noticeCall } from '@/config/api-answers';
import { paths } from '@/config/paths';
import { useApiResource } from '@/hooks/use-api-resource';
import type { Language } from '@/config/languages';
import { useFocusRescue } from '@/hooks/use-focus-rescue';
import { useLanguage } from '@/hooks/use-language';
import { usePreloaded } from '@/lib/api/preloaded';
import { absoluteUrl, organization } from '@/lib/structured-data';
import { getNotice, parseNotice, type Notice } from '../api/get-notice';
import { readNoticeLinkState, type NoticeLinkState } from '../lib/notice-link-state';
import { noticePicture, noticeSummary } from '../lib/sanitize-html';
import { CommunityPageHeader } from './community-page-header';
import { DateText } from './date-text';
import { NoticeContent } from './notice-content';

const NOT_FOUND = 404;

function NoticeArticle({
  notice,
  linkState,
  headingId,
}: {
  notice: Notice;
  linkState: NoticeLinkState;
  /** The page's h1, which is the notice's title. */
  headingId: string;
}) {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  // Previous/next are in-app navigations: the route announcer moves focus to the new title.
  const step: NoticeLinkState = { listPage: linkState.listPage };
  return (
    <article className="notice-article" aria-labelledby={headingId}>
      <div className="notice-article__header">
        <DateText className="notice-article__date" value={notice.createdAt} />
        <ShareButton title={notice.title} />
      </div>
      <NoticeContent html={notice.content} />
      {(notice.prevId !== undefined || notice.nextId !== undefined) && (
        <nav className="notice-pager" aria-label={t('noticeDetail.otherNotices')}>
          {notice.prevId !== undefined && (
            <Link
              className="notice-pager__link notice-pager__link--prev"
              to={paths.communityNoticeDetail(lang, { id: notice.prevId })}
              state={step}
            >
              <span className="community-arrow community-arrow--before" aria-hidden="true">
                ‹
              </span>
              {t('noticeDetail.previous')}
            </Link>
          )}
          {notice.nextId !== undefined && (
            <Link
              className="notice-pager__link notice-pager__link--next"
              to={paths.communityNoticeDetail(lang, { id: notice.nextId })}
              state={step}
            >
              {t('noticeDetail.next')}
              <span className="community-arrow" aria-hidden="true">
                ›
              </span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}

/** A notice for search engines: schema.org's NewsArticle, published by the company. */
function articleData(
  notice: Notice,
  { summary, picture }: { summary: string; picture: string | undefined },
  path: string,
  lang: Language,
): WithContext<NewsArticle> {
  const publisher = organization(lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: notice.title,
    ...(summary ? { description: summary } : {}),
    ...(notice.createdAt ? { datePublished: notice.createdAt } : {}),
    ...(picture ? { image: picture } : {}),
    inLanguage: lang,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    author: publisher,
    publisher,
  };
}

/** `/<lang>/community/notice/<id>`: one notice, its sanitized content, and the way back. */
export function NoticeDetailPage() {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const location = useLocation();
  const linkState = readNoticeLinkState(location.state);
  const load = useCallback((signal: AbortSignal) => getNotice(id, lang, signal), [id, lang]);
  // The notice the page's HTML was rendered with (build or Cloudflare function): not asked again.
  const preloaded = usePreloaded(noticeCall(id, lang), parseNotice);
  const { resource, retry } = useApiResource(load, preloaded);
  const notice = resource.status === 'ready' ? resource.data : undefined;
  const share = useMemo(
    () =>
      notice && { summary: noticeSummary(notice.content), picture: noticePicture(notice.content) },
    [notice],
  );

  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  useFocusRescue(region);
  const missing = resource.status === 'error' && resource.code === NOT_FOUND;
  // The notice's own title names the page (title and h1); a missing one says so.
  const name =
    resource.status === 'ready'
      ? resource.data.title
      : missing
        ? t('noticeDetail.notFound.title')
        : undefined;

  const list = paths.communityNotice(lang);
  const backTo = linkState.listPage > 1 ? `${list}?page=${linkState.listPage}` : list;

  return (
    <div className="page community-page">
      <CommunityPageHeader
        page="noticeDetail"
        name={name}
        headingId={headingId}
        summary={share?.summary}
        picture={share?.picture}
      />
      {notice && share && (
        <StructuredData
          data={articleData(notice, share, paths.communityNoticeDetail(lang, { id }), lang)}
        />
      )}
      {/* Busy until the title is known: a navigation here is announced by that title. */}
      <div
        ref={region}
        tabIndex={-1}
        className="community-list list-region"
        aria-busy={resource.status === 'loading'}
      >
        <ListStatus loading={resource.status === 'loading'} />
        {resource.status === 'loading' && <ListSkeleton rows={4} />}
        {resource.status === 'error' &&
          (missing ? (
            <p className="notice-missing">{t('noticeDetail.notFound.body')}</p>
          ) : (
            <ListError code={resource.code} onRetry={retry} />
          ))}
        {resource.status === 'ready' && (
          <NoticeArticle
            key={String(resource.data.id)}
            notice={resource.data}
            linkState={linkState}
            headingId={headingId}
          />
        )}
        <p className="notice-back">
          <Link className="button" to={backTo}>
            {t('noticeDetail.back')}
          </Link>
        </p>
      </div>
    </div>
  );
}
