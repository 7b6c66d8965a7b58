import { loadScript } from '../../lib/load-script';

/** The parts of Google Identity Services' ID-token flow this page uses. */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
    itp_support?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      logo_alignment?: 'left' | 'center';
      width?: number;
      locale?: string;
    },
  ): void;
  prompt(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

export const googleIdentityScript = 'https://accounts.google.com/gsi/client';

/** Loads Google Identity Services (once) and gives its `accounts.id`. */
export async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  await loadScript(googleIdentityScript);
  const identity = window.google?.accounts?.id;
  if (!identity) throw new Error('Google Identity Services did not start');
  return identity;
}
