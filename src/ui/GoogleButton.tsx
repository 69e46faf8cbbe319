import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { publicConfigQuery } from '../api/public-config.api';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const scriptUrl = 'https://accounts.google.com/gsi/client';

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google')));
    script.onerror = () => reject(new Error('Google sign-in could not be loaded.'));
    document.head.append(script);
  });
}

// Google's button texts: "Sign in with Google", "Sign up with Google", "Continue with Google".
const buttonText = { signin: 'signin_with', signup: 'signup_with', confirm: 'continue_with' };

/**
 * Google Identity Services' own button, shown only when the server has a Google client id
 * (offline installs have none). The id_token goes to the machine through `onCredential`.
 * `confirm` is a signed-in Google user proving it is them (e.g. before an e-mail change).
 */
export function GoogleButton(props: {
  mode: 'signin' | 'signup' | 'confirm';
  onCredential: (idToken: string) => void;
  onFailure: (message: string) => void;
}) {
  const { i18n, t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const { data } = useQuery(publicConfigQuery);
  const clientId = data?.google_client_id;
  const { onCredential, onFailure, mode } = props;

  useEffect(() => {
    if (!clientId || !container.current) return;
    const parent = container.current;
    loadGoogleIdentity()
      .then((google) => {
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredential(response.credential),
        });
        google.accounts.id.renderButton(parent, {
          text: buttonText[mode],
          locale: i18n.locale,
          width: parent.clientWidth || 320,
        });
      })
      .catch(() => onFailure(t`Google sign-in could not be loaded.`));
  }, [clientId, mode, i18n.locale, onCredential, onFailure, t]);

  if (!clientId) return null;
  return <div ref={container} />;
}
