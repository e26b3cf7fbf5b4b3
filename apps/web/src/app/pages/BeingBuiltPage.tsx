import { ToolOutlined } from '@ant-design/icons';
import { Result, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/hooks/useText.ts';
import { useCurrentScreen } from '../routes/useCurrentScreen.ts';

/** What every screen of spec §2 without its real page shows until its module is built. */
export default function BeingBuiltPage() {
  const { t } = useTranslation();
  const show = useText();
  const screen = useCurrentScreen();
  return (
    <Result
      data-testid="being-built"
      icon={<ToolOutlined />}
      title={<span data-testid="being-built-title">{screen ? show(screen.title) : ''}</span>}
      subTitle={t('common.beingBuilt.message')}
      extra={
        screen?.views && screen.views.length > 0 ? (
          <div>
            <Typography.Text type="secondary">{t('common.beingBuilt.views')}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              {screen.views.map((v) => (
                <Tag key={v.key}>{show(v.title)}</Tag>
              ))}
            </div>
          </div>
        ) : undefined
      }
    />
  );
}
