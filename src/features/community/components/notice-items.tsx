import './notice-items.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import type { NoticeSummary } from '../api/get-notices';
import type { NoticeLinkState } from '../lib/notice-link-state';
import { DateText } from './date-text';

/** Notices as rows: pinned ones marked in words, each title a link to the notice. */
export function NoticeItems({ notices, listPage }: { notices: NoticeSummary[]; listPage: number }) {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const state: NoticeLinkState = { listPage };
  return (
    <ul className="notice-list plain-list">
      {notices.map((notice) => (
        <li
          key={String(notice.id)}
          className={notice.pinned ? 'notice-item notice-item--pinned' : 'notice-item'}
        >
          {notice.pinned && <span className="notice-item__badge">{t('notice.pinned')}</span>}
          <Link
            className="notice-item__title"
            to={paths.communityNoticeDetail(lang, { id: notice.id })}
            state={state}
          >
            {notice.title}
          </Link>
          <DateText className="notice-item__date" value={notice.createdAt} />
        </li>
      ))}
    </ul>
  );
}
