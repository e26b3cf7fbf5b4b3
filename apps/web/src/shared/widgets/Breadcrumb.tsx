import { HomeOutlined } from '@ant-design/icons';
import { homePath, menuFor } from '@arflow/domain/menus';
import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useText } from '../hooks/useText.ts';
import { useSession } from '../session/session.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

/** The trail of the current screen, built from the domain screens and the user's menu. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const show = useText();
  const { t } = useTranslation();
  const trail = useMemo(() => breadcrumbTrail(pathname, user ? menuFor(user) : []), [pathname, user]);
  if (trail.length === 0) return null;
  const home = user ? homePath(user) : '/';
  return (
    <AntBreadcrumb
      data-testid="breadcrumb"
      aria-label={t('common.breadcrumb.label')}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'home',
          title: (
            <Link to={home} aria-label={t('common.breadcrumb.home')}>
              <HomeOutlined />
            </Link>
          ),
        },
        ...trail.map((c) => ({
          key: c.key,
          title: c.path ? <Link to={c.path}>{show(c.label)}</Link> : show(c.label),
        })),
      ]}
    />
  );
}
