/**
 * Live-chat loader. The provider's embed script (property id + widget id) is
 * requested only after consent, only when both ids are configured, and only
 * once the page has hydrated and the browser is idle, so it never competes with
 * the page itself (a returning visitor's stored consent starts it during
 * hydration, whose idle periods come while React yields). If the
 * script cannot load, the site carries on and logs one warning.
 */
import {chatEnabled, type ExternalConfig} from '@site/config/external';
import {afterHydrationWhenIdle} from './idle';

let requested = false;

export function chatScriptUrl(chat: ExternalConfig['chat']): string {
  return `${chat.scriptHost}/${encodeURIComponent(chat.propertyId)}/${encodeURIComponent(chat.widgetId)}`;
}

export function startChat(chat: ExternalConfig['chat']): void {
  if (requested || !chatEnabled(chat)) return;
  requested = true;
  const inject = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = chatScriptUrl(chat);
    script.crossOrigin = 'anonymous';
    script.dataset.tesseraChat = '';
    script.onerror = () => {
      console.warn(
        '[chat] The live-chat widget could not be loaded; the rest of the site is unaffected.',
      );
      script.remove();
    };
    document.body.appendChild(script);
  };
  void afterHydrationWhenIdle().then(inject);
}
