import type { LightboxMessages } from './en.js';

/** French messages of the shared photo lightbox. */
const lightboxFr: LightboxMessages = {
  lightbox: {
    position: '{index} sur {count}',
    keysHint: '← → pour parcourir, Échap pour fermer',
  },
};

export default lightboxFr;
