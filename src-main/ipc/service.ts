import type { ServiceMonitor } from '../api/service-status.js';
import type { DomainHandlers } from './handlers.js';

/** `service.status`: a fresh check of the active profile's service (also pushed as an event when it changed). */
export function serviceHandlers(monitor: ServiceMonitor): DomainHandlers<'service'> {
  return {
    'service.status': () => monitor.check(),
  };
}
