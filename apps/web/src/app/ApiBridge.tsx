import { protocolErrorText as errorText } from '@arflow/domain/protocol-errors';
import { App } from 'antd';
import { useEffect } from 'react';
import { noteSessionEnded } from '../features/auth/session-ended.ts';
import { configureClient } from '../shared/api/client.ts';
import { useLocale } from '../shared/locale/useLocale.ts';
import { useClearSession } from '../shared/session/session.ts';

/**
 * Answers a 401 on a signed-in call: sign out and show 'Username or password is not correct!' (spec §8).
 */
export function ApiBridge() {
  const { locale } = useLocale();
  const signOut = useClearSession();
  const { message } = App.useApp();

  useEffect(() => {
    configureClient({
      unauthorized: (error) => {
        const text = error.messages[0] ?? errorText('UNAUTHORIZED', locale);
        noteSessionEnded(text);
        signOut();
        void message.error({
          key: 'session-ended',
          content: <span data-testid="session-ended">{text}</span>,
        });
      },
    });
  }, [locale, signOut, message]);

  return null;
}
