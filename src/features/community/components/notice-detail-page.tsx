import { useCallback, useEffect, useId, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { useApiResource } from '@/hooks/use-api-resource';
import { useLanguage } from '@/hooks/use-language';
import { getNotice, type Notice } from '../api/get-notice';
import { readNoticeLinkState, type NoticeLinkState } from '../lib/notice-link-state';
import { CommunityPageHeader } from './community-page-header';
import { DateText } from './date-text';
import { NoticeContent } from './notice-content';
import './community.css';

const NOT_FOUND = 404;

function NoticeArticle({ notice, linkState }: { notice: Notice; linkState: NoticeLinkState }) {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { focusTitle } = linkState;

  useEffect(() => {
    // After previous/next the link that was used is gone; the new title is where reading resumes.
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  const step: NoticeLinkState = { listPage: linkState.listPage, focusTitle: true };
  return (
    <article className="notice-article" aria-labelledby={titleId}>
      <div className="notice-article__header">
        <h2 id={titleId} ref={title} tabIndex={-1} className="notice-article__title">
          {notice.title}
        </h2>
        <DateText className="notice-article__date" value={notice.createdAt} />
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

/** `/<lang>/community/notice/<id>`: one notice, its sanitized content, and the way back. */
export function NoticeDetailPage() {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const location = useLocation();
  const linkState = readNoticeLinkState(location.state);
  const load = useCallback((signal: AbortSignal) => getNotice(id, lang, signal), [id, lang]);
  const { resource, retry } = useApiResource(load);

  const list = paths.communityNotice(lang);
  const backTo = linkState.listPage > 1 ? `${list}?page=${linkState.listPage}` : list;

  return (
    <div className="page community-page">
      <CommunityPageHeader page="noticeDetail" />
      <div className="community-list">
        {resource.status === 'loading' && <ListSkeleton rows={4} />}
        {resource.status === 'error' &&
          (resource.code === NOT_FOUND ? (
            <div className="notice-missing" role="status">
              <h2>{t('noticeDetail.notFound.title')}</h2>
              <p>{t('noticeDetail.notFound.body')}</p>
            </div>
          ) : (
            <ListError code={resource.code} onRetry={retry} />
          ))}
        {resource.status === 'ready' && (
          <NoticeArticle
            key={String(resource.data.id)}
            notice={resource.data}
            linkState={linkState}
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
