/// <reference types="vite/client" />
import type { DeskApi } from '../src-shared/contract/index.js';

/**
 * Globals of the renderer: `window.desk` is exposed by Electron's preload (absent in browser mode,
 * where src-renderer/bridge builds the same API over HTTP).
 */
declare global {
  interface Window {
    desk?: DeskApi;
  }
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

export {};
