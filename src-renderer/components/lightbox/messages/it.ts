import type { LightboxMessages } from './en.js';

/** Italian messages of the shared photo lightbox. */
const lightboxIt: LightboxMessages = {
  lightbox: {
    position: '{index} di {count}',
    keysHint: '← → per sfogliare, Esc per chiudere',
  },
};

export default lightboxIt;
