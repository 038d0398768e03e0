/**
 * Development-only route `/dev/map`: the observation map and the footprint editor on a page of
 * their own, against the real desk (for trying them out and for test/e2e/map-*.spec.ts). The
 * router includes it only in development builds or when the build sets `VITE_DESK_DEV_ROUTES=1`
 * (the e2e build); production builds drop this module entirely.
 */
import type { RouteRecordRaw } from 'vue-router';

/** The routes of the map playground. */
export const devMapRoutes: RouteRecordRaw[] = [
  {
    path: '/dev/map',
    name: 'dev-map',
    component: () => import('./MapPlayground.vue'),
    meta: { requiresSession: true },
  },
];

