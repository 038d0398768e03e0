/**
 * Whether the active profile's service answers (ServiceStatus of the contract), checked on
 * demand and periodically; a change is pushed as the desk event `service.status` so the
 * renderer can show a clear "service cannot be reached" screen and leave it when it is back.
 */
import type { ServiceStatus } from '../../src-shared/contract/index.js';
import type { ServiceStatusMessage } from '../../src-shared/contract/main-messages.js';
import type { DeskEvents } from '../ipc/events.js';
import { networkFailure } from './network-errors.js';
import { buildApiUrl } from './url.js';

/** Default period of the background check (ms). */
export const SERVICE_CHECK_INTERVAL_MS = 30_000;

/** Options of {@link ServiceMonitor}. */
export interface ServiceMonitorOptions {
  /** The active profile's `service_base_url`. */
  baseUrl: () => string;
  events: DeskEvents;
  fetch?: typeof fetch;
  /** Per check (ms); default 5000. */
  timeoutMs?: number;
}

/**
 * Checks `GET {base}/public/v5/vocabularies?limit=1` (public, cheap). Reachable = an HTTP 2xx
 * answer; the message says what is wrong otherwise (network failure in plain words, or the
 * HTTP status), with its `code` and `params` (SERVICE_STATUS_MESSAGES, NETWORK_FAILURE_MESSAGES)
 * for the renderer's translation.
 */
export class ServiceMonitor {
  private last: ServiceStatus | null = null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ServiceStatus> | null = null;

  constructor(private readonly options: ServiceMonitorOptions) {}

  /** The last result, or null before the first check. */
  get lastStatus(): ServiceStatus | null {
    return this.last;
  }

  /** Checks now (concurrent calls share one request) and pushes `service.status` when the answer changed. Never throws. */
  check(): Promise<ServiceStatus> {
    this.running ??= this.probe().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Starts the periodic check (and one now). `intervalMs` ≤ 0 disables it. The timer does not keep Node alive. */
  start(intervalMs: number = SERVICE_CHECK_INTERVAL_MS): void {
    this.stop();
    if (intervalMs <= 0) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), intervalMs);
    this.timer.unref();
  }

  /** Stops the periodic check. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async probe(): Promise<ServiceStatus> {
    const service_base_url = this.options.baseUrl();
    const timeoutMs = this.options.timeoutMs ?? 5000;
    let status: ServiceStatus & ServiceStatusMessage;
    let url = service_base_url;
    try {
      url = buildApiUrl(service_base_url, '/public/v5/vocabularies', { limit: 1 }).href;
      const response = await (this.options.fetch ?? globalThis.fetch)(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      status = response.ok
        ? { reachable: true, service_base_url, code: 'status-ok', params: {}, message: 'The service answers.' }
        : {
            reachable: false, service_base_url, code: 'status-http-error', params: { http_status: response.status, url },
            message: `The service answered HTTP ${response.status} at ${url}.`,
          };
    } catch (error) {
      status = { reachable: false, service_base_url, ...networkFailure(error, url, timeoutMs) };
    }
    const previous = this.last;
    this.last = status;
    if (!previous || previous.reachable !== status.reachable || previous.service_base_url !== status.service_base_url) {
      this.options.events.emit('service.status', status);
    }
    return status;
  }
}
