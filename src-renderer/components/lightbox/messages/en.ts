/** English messages of the shared photo lightbox (components/lightbox), merged into messages/en.ts under `lightbox`. */
const lightboxEn = {
  lightbox: {
    position: '{index} of {count}',
    keysHint: '← → to browse, Esc to close',
  },
};

/** The shape of the lightbox's messages in every locale. */
export type LightboxMessages = typeof lightboxEn;

export default lightboxEn;
