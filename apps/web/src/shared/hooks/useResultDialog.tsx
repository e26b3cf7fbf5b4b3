import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOf } from '../api/api-error.ts';
import { useLocale } from '../locale/useLocale.ts';

/**
 * The 'Success!' and 'Error!' dialogs of spec §7/§8. The titles are the spec's verbatim texts,
 * the same in both languages (as the domain does for the other verbatim texts of §8); the body
 * says what happened in the user's language or lists the server's messages.
 */
export function useResultDialog() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const { locale } = useLocale();
  return useMemo(
    () => ({
      success: (content?: string) =>
        new Promise<void>((resolve) => {
          modal.success({
            // antd also renders the title hidden for aria: test ids go on the content.
            // The verbatim title is English in both languages: say so to screen readers.
            title: <span lang="en">Success!</span>,
            content: <div data-testid="dialog-success">{content ?? t('common.dialog.saved')}</div>,
            okText: t('common.dialog.ok'),
            onOk: () => resolve(),
            afterClose: () => resolve(),
          });
        }),
      error: (error: unknown) =>
        new Promise<void>((resolve) => {
          modal.error({
            title: <span lang="en">Error!</span>,
            content: (
              <div data-testid="dialog-error">
                {messagesOf(error, locale).map((m) => (
                  <div key={m}>{m}</div>
                ))}
              </div>
            ),
            okText: t('common.dialog.ok'),
            onOk: () => resolve(),
            afterClose: () => resolve(),
          });
        }),
      confirm: (title: string, content?: string) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title,
            content: <div data-testid="dialog-confirm">{content}</div>,
            okText: t('common.dialog.yes'),
            cancelText: t('common.dialog.no'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    }),
    [modal, t, locale],
  );
}
