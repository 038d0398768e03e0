/** Lower case without accents (`Knöterich` → `knoterich`), as the service's `iw_*` filters compare: for searches on screen and in main. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
