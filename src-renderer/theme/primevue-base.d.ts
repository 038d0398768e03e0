/** PrimeVue's registry of loaded stylesheet names (`@primevue/core/base` ships no types; 4.5.5). */
declare module '@primevue/core/base' {
  const Base: {
    isStyleNameLoaded(name: string): boolean;
    setLoadedStyleName(name: string): void;
    clearLoadedStyleNames(): void;
  };
  export default Base;
}
