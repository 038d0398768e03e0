import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONNECTION_CHECK_MESSAGES, NETWORK_FAILURE_MESSAGES, SERVICE_STATUS_MESSAGES,
} from '../../../src-shared/contract/main-messages.js';
import en from '../../messages/en.js';
import { setLocale } from '../../i18n/index.js';
import { useProfilesStore } from '../../stores/profiles.js';
import { useServiceStore } from '../../stores/service.js';
import { useSessionStore } from '../../stores/session.js';
import { sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import AppLayout from './AppLayout.vue';
import { mainMessageText } from '../../components/feedback/main-message.js';

let app: MountedApp | undefined;
afterEach(async () => {
  app?.wrapper.unmount();
  app = undefined;
  await setLocale('en');
});

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('texts for every code main sends', () => {
  it.each([
    ['connectionCheck', CONNECTION_CHECK_MESSAGES],
    ['serviceStatus', SERVICE_STATUS_MESSAGES],
    ['networkFailure', NETWORK_FAILURE_MESSAGES],
  ] as const)('%s has each code with exactly its params as placeholders (the other languages follow English)', (area, table) => {
    const texts = en[area] as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(table).sort());
    for (const [code, params] of Object.entries(table)) expect(placeholders(texts[code]!), code).toEqual([...params].sort());
  });

  it('looks in the areas in order and falls back to the message', () => {
    const te = (key: string): boolean => key === 'networkFailure.network-refused';
    const translator = { t: (key: string, named: Record<string, unknown>) => `${key} ${JSON.stringify(named)}`, te, locale: 'de' };
    const item = { code: 'network-refused', params: { host: 'h:1', seconds: 1.5 }, message: 'English' };
    expect(mainMessageText(item, ['serviceStatus', 'networkFailure'], translator)).toBe('networkFailure.network-refused {"host":"h:1","seconds":"1,5"}');
    expect(mainMessageText({ ...item, code: 'unknown' }, ['serviceStatus', 'networkFailure'], translator)).toBe('English');
    expect(mainMessageText({ message: 'No code' }, ['serviceStatus'], translator)).toBe('No code');
  });
});

async function start(): Promise<MountedApp> {
  const mounted = await mountApp(AppLayout, '/');
  await Promise.all([useSessionStore().init(), useServiceStore().init(), useProfilesStore().init()]);
  await flushPromises();
  return mounted;
}

const REFUSED = {
  reachable: false, service_base_url: 'http://127.0.0.1:4711', code: 'network-refused', params: { host: '127.0.0.1:4711' },
  message: 'Nothing answers at 127.0.0.1:4711 (connection refused). Is the service running, and is the port right?',
};

describe('service unreachable in the UI language', () => {
  it('the screen gives main\'s reason in German, and main\'s words for an unknown code', async () => {
    await setLocale('de');
    app = await start();
    app.desk.emit('service.status', REFUSED);
    await flushPromises();
    expect(app.wrapper.get('[data-testid="unreachable-reason"]').text()).toBe('Unter 127.0.0.1:4711 antwortet nichts (Verbindung abgelehnt). Läuft der Dienst, und stimmt der Port?');
    expect(app.wrapper.text()).toContain('Der Dienst ist nicht erreichbar');

    app.desk.emit('service.status', { ...REFUSED, code: 'network-quantum-foam', message: 'Something new.' });
    await flushPromises();
    expect(app.wrapper.get('[data-testid="unreachable-reason"]').text()).toBe('Something new.');
  });

  it('the banner over a signed-in screen says it in French, with the HTTP status and address', async () => {
    await setLocale('fr');
    app = await start();
    app.desk.emit('session.changed', sessionState('signed-in'));
    await flushPromises();
    const url = 'http://127.0.0.1:4711/public/v5/vocabularies?limit=1';
    app.desk.emit('service.status', { ...REFUSED, code: 'status-http-error', params: { http_status: 503, url }, message: `The service answered HTTP 503 at ${url}.` });
    await flushPromises();
    expect(app.wrapper.get('[data-testid="service-banner-text"]').text()).toBe(
      `Le service est momentanément injoignable\u00a0: Le service a répondu HTTP 503 à l’adresse ${url}.`,
    );
  });
});
