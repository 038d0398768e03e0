import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import { devMapRoutes } from './map/dev/routes.js';

declare module 'vue-router' {
  interface RouteMeta {
    /** The screen needs a session (and a reachable service); otherwise the sign-in screen shows instead. */
    requiresSession?: boolean;
    /** i18n key of the window title. */
    titleKey?: string;
  }
}

/**
 * Routes of the areas that work today (later issues add observations, validation, documents,
 * projects, people, relevés). Every screen is its own chunk. Hash history: the app is served
 * from Electron's custom protocol or a static host, where only `/` exists.
 */
export const routes: RouteRecordRaw[] = [
  {
    path: '/',
    name: 'home',
    component: () => import('./features/shell/HomeView.vue'),
    meta: { requiresSession: true, titleKey: 'nav.home' },
  },
  {
    path: '/observations',
    name: 'observations',
    component: () => import('./features/observations/ObservationsView.vue'),
    meta: { requiresSession: true, titleKey: 'observations.title' },
  },
  // The workspace with one record's detail open: its own address (features/observations/use-detail-address.ts).
  {
    path: '/observations/:occurrence_id(\\d+)',
    name: 'observation',
    component: () => import('./features/observations/ObservationsView.vue'),
    meta: { requiresSession: true, titleKey: 'observations.title' },
  },
  // One page component for both (features/observation-form): after a create it goes on as the edit.
  {
    path: '/observations/new',
    name: 'observation-new',
    component: () => import('./features/observation-form/ObservationFormView.vue'),
    meta: { requiresSession: true, titleKey: 'observationForm.newTitle' },
  },
  {
    path: '/observations/:occurrence_id(\\d+)/edit',
    name: 'observation-edit',
    component: () => import('./features/observation-form/ObservationFormView.vue'),
    meta: { requiresSession: true, titleKey: 'observationForm.edit' },
  },
  // Projects and people (features/projects, features/people): one form page serves new and edit.
  {
    path: '/projects',
    name: 'projects',
    component: () => import('./features/projects/ProjectsView.vue'),
    meta: { requiresSession: true, titleKey: 'projects.title' },
  },
  {
    path: '/projects/new',
    name: 'project-new',
    component: () => import('./features/projects/ProjectFormView.vue'),
    meta: { requiresSession: true, titleKey: 'projects.form.newTitle' },
  },
  {
    path: '/projects/:id(\\d+)',
    name: 'project',
    component: () => import('./features/projects/ProjectView.vue'),
    props: true,
    meta: { requiresSession: true, titleKey: 'projects.title' },
  },
  {
    path: '/projects/:id(\\d+)/edit',
    name: 'project-edit',
    component: () => import('./features/projects/ProjectFormView.vue'),
    props: true,
    meta: { requiresSession: true, titleKey: 'projects.title' },
  },
  {
    path: '/people',
    name: 'people',
    component: () => import('./features/people/PeopleView.vue'),
    meta: { requiresSession: true, titleKey: 'people.title' },
  },
  {
    path: '/people/new',
    name: 'person-new',
    component: () => import('./features/people/PersonFormView.vue'),
    meta: { requiresSession: true, titleKey: 'people.form.newTitle' },
  },
  {
    path: '/people/:id(\\d+)',
    name: 'person',
    component: () => import('./features/people/PersonView.vue'),
    props: true,
    meta: { requiresSession: true, titleKey: 'people.title' },
  },
  // Relevés (features/releves): one form page serves new and edit; the page shows the species list.
  {
    path: '/releves',
    name: 'releves',
    component: () => import('./features/releves/RelevesView.vue'),
    meta: { requiresSession: true, titleKey: 'releves.title' },
  },
  {
    path: '/releves/new',
    name: 'releve-new',
    component: () => import('./features/releves/ReleveFormView.vue'),
    meta: { requiresSession: true, titleKey: 'releves.form.newTitle' },
  },
  {
    path: '/releves/:id(\\d+)',
    name: 'releve',
    component: () => import('./features/releves/ReleveView.vue'),
    props: true,
    meta: { requiresSession: true, titleKey: 'releves.title' },
  },
  {
    path: '/releves/:id(\\d+)/edit',
    name: 'releve-edit',
    component: () => import('./features/releves/ReleveFormView.vue'),
    props: true,
    meta: { requiresSession: true, titleKey: 'releves.title' },
  },
  // Import (features/import): the wizard; `?dataset_id=` preselects the project.
  {
    path: '/import',
    name: 'import',
    component: () => import('./features/import/ImportView.vue'),
    meta: { requiresSession: true, titleKey: 'imports.title' },
  },
  // Documents (features/documents): the list, with one document's details on the right when /:id is given.
  {
    path: '/documents/:id(\\d+)?',
    name: 'documents',
    component: () => import('./features/documents/DocumentsView.vue'),
    meta: { requiresSession: true, titleKey: 'documents.title' },
  },
  // Taxonomy browser (features/taxonomy): public, no sign-in needed.
  {
    path: '/taxa',
    name: 'taxa',
    component: () => import('./features/taxonomy/TaxaView.vue'),
    meta: { titleKey: 'taxonomy.title' },
  },
  {
    path: '/taxa/:id(\\d+)',
    name: 'taxon',
    component: () => import('./features/taxonomy/TaxonView.vue'),
    props: true,
    meta: { titleKey: 'taxonomy.title' },
  },
  // Public neophyte observations (features/neophytes): public, no sign-in needed.
  {
    path: '/public/neophytes',
    name: 'public-neophytes',
    component: () => import('./features/neophytes/PublicNeophytesView.vue'),
    meta: { titleKey: 'publicNeophytes.title' },
  },
  {
    path: '/public/neophytes/:occurrence_id(\\d+)',
    name: 'public-neophyte',
    component: () => import('./features/neophytes/PublicNeophyteView.vue'),
    props: true,
    meta: { titleKey: 'publicNeophytes.title' },
  },
  // Review queues (features/review-queues, issue 13): each opens the workspace on its first record.
  {
    path: '/queues',
    name: 'queues',
    component: () => import('./features/review-queues/QueuesView.vue'),
    meta: { requiresSession: true, titleKey: 'reviewQueues.title' },
  },
  // Reference data (features/reference): public, no sign-in needed.
  { path: '/reference', redirect: { name: 'reference-units' } },
  {
    path: '/reference/units',
    name: 'reference-units',
    component: () => import('./features/reference/AdministrativeUnitsView.vue'),
    meta: { titleKey: 'referenceData.units.title' },
  },
  {
    path: '/reference/habitats',
    name: 'reference-habitats',
    component: () => import('./features/reference/HabitatsView.vue'),
    meta: { titleKey: 'referenceData.habitats.title' },
  },
  {
    path: '/reference/vocabularies',
    name: 'reference-vocabularies',
    component: () => import('./features/reference/VocabulariesView.vue'),
    meta: { titleKey: 'referenceData.vocabularies.title' },
  },
  {
    path: '/settings',
    name: 'settings',
    component: () => import('./features/settings/SettingsView.vue'),
    meta: { titleKey: 'nav.settings' },
  },
  {
    path: '/settings/profiles/new',
    name: 'profile-new',
    component: () => import('./features/settings/ProfileFormView.vue'),
    meta: { titleKey: 'settings.form.newTitle' },
  },
  {
    path: '/settings/profiles/:id',
    name: 'profile-edit',
    component: () => import('./features/settings/ProfileFormView.vue'),
    props: true,
    meta: { titleKey: 'settings.form.editTitle' },
  },
  // Development-only pages (src-renderer/map/dev/routes.ts): in dev builds, or when the build sets
  // VITE_DESK_DEV_ROUTES=1 (the e2e build); the condition is constant, so production builds drop them.
  ...(import.meta.env.DEV || import.meta.env.VITE_DESK_DEV_ROUTES === '1' ? devMapRoutes : []),
  { path: '/:rest(.*)*', redirect: '/' },
];

/** Creates the app's router (a fresh one per call, so component tests get their own). */
export function createDeskRouter() {
  return createRouter({ history: createWebHashHistory(), routes });
}
