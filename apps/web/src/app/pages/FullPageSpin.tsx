import { useTranslation } from 'react-i18next';

/**
 * The wait while a page's code loads. A CSS spinner (styles.css) rather than antd's Spin: this
 * shows before the first page, so Spin would join the sign-in page's first load
 * (docs/architecture.md, "First-load budget").
 */
export function FullPageSpin() {
  const { t } = useTranslation();
  // A spinner alone says nothing to a screen reader: the wrapper is a named status.
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}
      data-testid="page-loading"
      role="status"
      aria-label={t('common.status.loading')}
    >
      <span className="page-spinner" />
    </div>
  );
}
