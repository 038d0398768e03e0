import type { LightboxMessages } from './en.js';

/** German messages of the shared photo lightbox. */
const lightboxDe: LightboxMessages = {
  lightbox: {
    position: '{index} von {count}',
    keysHint: '← → zum Blättern, Esc zum Schliessen',
  },
};

export default lightboxDe;
