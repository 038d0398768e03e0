import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, reactive } from 'vue';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import PlotAreaCheck from './PlotAreaCheck.vue';

const props = reactive({ drawnAreaInSquareMeters: 1_500_000 as number | null, sampleSizeValue: 25 as unknown, sampleSizeUnit: 1 as unknown });
let app: MountedApp | undefined;
afterEach(() => app?.wrapper.unmount());

async function mount(): Promise<MountedApp> {
  const Host = defineComponent({ render: () => h(PlotAreaCheck, { ...props }) });
  const { createFakeDesk } = await import('../../testing/fake-desk.js');
  const desk = createFakeDesk();
  desk.fn('reference.vocabularies').mockResolvedValue([
    { field_name: 'sample_size_unit', code: 1, label_en: 'm² (square metre)', dwc_value: 'square metre' },
    { field_name: 'sample_size_unit', code: 4, label_en: 'm (metre, transect length)', dwc_value: 'metre' },
  ]);
  app = await mountApp(Host, '/', desk);
  await flushPromises();
  return app;
}

describe('PlotAreaCheck', () => {
  it('warns when a 1.5 km² plot is stated as 25 m², and is quiet once they agree', async () => {
    const { wrapper } = await mount();
    expect(wrapper.get('[data-testid="releve-plot-area-warning"]').text()).toBe(
      'The plot drawn on the map covers 1.5 km², the stated sample size is 25 m². Check the plot or the sample size.',
    );
    props.drawnAreaInSquareMeters = 27;
    await flushPromises();
    expect(wrapper.find('[data-testid="releve-plot-area-warning"]').exists()).toBe(false);
    props.drawnAreaInSquareMeters = 1_500_000;
    props.sampleSizeUnit = 4;
    await flushPromises();
    expect(wrapper.find('[data-testid="releve-plot-area-warning"]').exists()).toBe(false);
  });
});
