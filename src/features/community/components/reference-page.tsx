import './community-page.css';
import './reference-page.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { getReferences, REFERENCE_PAGE_SIZE, type ReferenceFile } from '../api/get-references';
import { useCommunityList, usePageParam } from '../hooks/use-community-list';
import { fileExtension, formatFileSize } from '../lib/format';
import { CommunityPageHeader } from './community-page-header';
import { DateText } from './date-text';
import { ListView } from './list-view';

function FileItem({ file }: { file: ReferenceFile }) {
  const { t } = useTranslation('community');
  const lang = useLanguage();
  const type = fileExtension(file.fileName);
  return (
    <li className="file-item">
      <span className="file-item__type" aria-hidden="true">
        {type ?? '—'}
      </span>
      <div className="file-item__body">
        <h2 className="file-item__title">{file.title}</h2>
        <dl className="file-item__facts">
          <div>
            <dt className="visually-hidden">{t('reference.fileName')}</dt>
            <dd className="file-item__name">{file.fileName}</dd>
          </div>
          {file.fileSize !== undefined && (
            <div>
              <dt className="visually-hidden">{t('reference.size')}</dt>
              <dd>{formatFileSize(file.fileSize, lang)}</dd>
            </div>
          )}
          {file.createdAt !== undefined && (
            <div>
              <dt className="visually-hidden">{t('reference.date')}</dt>
              <dd>
                <DateText value={file.createdAt} />
              </dd>
            </div>
          )}
        </dl>
      </div>
      <a
        className="button file-item__download"
        href={file.fileUrl}
        download={file.fileName}
        rel="noopener noreferrer"
        aria-label={t('reference.downloadFile', { name: file.title })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('reference.download')}
      </a>
    </li>
  );
}

/** `/<lang>/community/reference`: files to download, ten a page. */
export function ReferencePage() {
  const { t } = useTranslation('community');
  const page = usePageParam();
  const { resource, retry } = useCommunityList(getReferences, page, REFERENCE_PAGE_SIZE);
  return (
    <div className="page community-page">
      <CommunityPageHeader page="reference" />
      <ListView
        className="community-list"
        page={page}
        resource={resource}
        onRetry={retry}
        empty={t('reference.empty')}
        skeleton={{ rows: REFERENCE_PAGE_SIZE, variant: 'row' }}
      >
        {(files) => (
          <ul className="file-list plain-list">
            {files.map((file) => (
              <FileItem key={String(file.id)} file={file} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
