import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionReport } from '../../../src-shared/contract/settings.js';
import { i18n, setLocale } from '../../i18n/index.js';
import ConnectionReportView from './ConnectionReportView.vue';
import '../../testing/setup-messages.js';

afterEach(() => setLocale('en'));

/** A failing report as main sends it: English messages with codes and params. */
const REPORT: ConnectionReport = {
  ok: false,
  checks: [
    { name: 'service', ok: true, code: 'service-answers', params: { host: 'obs.example.org', http_status: 200 }, message: 'obs.example.org answers (HTTP 200).' },
    { name: 'public-api', ok: false, code: 'public-api-not-json', params: { media_type: 'text/html' }, message: 'The public API answered text/html, not JSON.' },
    {
      name: 'authorization-server', ok: false, code: 'network-timeout-after', params: { host: 'auth.example.org', timeout_in_seconds: 2.5 },
      message: 'auth.example.org did not answer within 2.5 seconds (timeout).',
    },
    { name: 'token-endpoint', ok: false, code: 'token-from-a-newer-main', params: { x: 1 }, message: 'Something main knows and we do not.' },
  ],
};

const render = (report: ConnectionReport = REPORT) => mount(ConnectionReportView, { props: { report }, global: { plugins: [i18n] } });
const line = (wrapper: ReturnType<typeof render>, name: string): string => wrapper.get(`[data-testid="check-${name}-message"]`).text();

describe('ConnectionReportView', () => {
  it('shows main\'s checks in German by their codes, with host, HTTP status and media type', async () => {
    await setLocale('de');
    const wrapper = render();
    expect(line(wrapper, 'service')).toBe('obs.example.org antwortet (HTTP 200).');
    expect(line(wrapper, 'public-api')).toBe('Die öffentliche Schnittstelle liefert text/html statt JSON. Ist unter dieser Adresse wirklich ein Observation Recording Service?');
    // A network failure code is found in the networkFailure area; numbers in German style.
    expect(line(wrapper, 'authorization-server')).toMatch(/^auth\.example\.org hat nicht innert 2,5 Sekunden geantwortet/);
    expect(wrapper.text()).toContain('Verbindungstest');
  });

  it('falls back to main\'s message for a code it does not know, and for a check without code', async () => {
    await setLocale('de');
    expect(line(render(), 'token-endpoint')).toBe('Something main knows and we do not.');
    const old: ConnectionReport = { ok: true, checks: [{ name: 'service', ok: true, message: 'Said by an older main.' }] };
    expect(line(render(old), 'service')).toBe('Said by an older main.');
  });

  it('follows the UI language: French, then English again', async () => {
    const wrapper = render();
    expect(line(wrapper, 'service')).toBe('obs.example.org answers (HTTP 200).');
    await setLocale('fr');
    await wrapper.vm.$nextTick();
    expect(line(wrapper, 'service')).toBe('obs.example.org répond (HTTP 200).');
    expect(line(wrapper, 'authorization-server')).toContain('dans les 2,5\u00a0secondes');
  });
});
