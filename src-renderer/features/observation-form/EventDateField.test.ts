import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import PrimeVue from 'primevue/config';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, reactive } from 'vue';
import { i18n } from '../../i18n/index.js';
import EventDateField from './EventDateField.vue';
import type { Granularity } from './event-date.js';
import '../../testing/setup-messages.js';

let wrapper: VueWrapper | undefined;
const state = reactive({ value: null as string | null, granularity: 'day' as Granularity });
const emitted: Array<string | null> = [];

afterEach(() => {
  wrapper?.unmount();
  emitted.length = 0;
});

function mountField(value: string | null, granularity: Granularity): void {
  state.value = value;
  state.granularity = granularity;
  const Host = defineComponent({
    setup: () => () => h(EventDateField, {
      modelValue: state.value, granularity: state.granularity, inputId: 'date',
      'onUpdate:modelValue': (next: string | null) => {
        emitted.push(next);
        state.value = next;
      },
    }),
  });
  wrapper = mount(Host, { attachTo: document.body, global: { plugins: [i18n, [PrimeVue, { unstyled: true }]] } });
}

describe('the event date field', () => {
  it('shows the day as recorded and its time of day', () => {
    mountField('2024-06-14T09:30:00.000+02:00', 'day');
    expect((wrapper!.get('#date').element as HTMLInputElement).value).toBe('14/06/2024');
    expect((wrapper!.get('[data-testid="event-time"]').element as HTMLInputElement).value).toBe('09:30');
  });

  it('cuts the date down when the precision becomes coarser, and leaves a fitting one alone', async () => {
    mountField('2024-06-14T09:30:00.000+02:00', 'day');
    state.granularity = 'month';
    await flushPromises();
    expect(emitted).toEqual(['2024-06-01']);
    expect(wrapper!.find('[data-testid="event-time"]').exists()).toBe(false);
    state.granularity = 'decade';
    await flushPromises();
    expect(emitted).toEqual(['2024-06-01', '2020-01-01']);
    state.granularity = 'year';
    await flushPromises();
    expect(emitted).toHaveLength(2);
  });

  it('takes a time of day only when it is one (24 hours; 7:45, 07:45 and 0745 alike)', async () => {
    mountField('2024-06-14', 'day');
    const time = wrapper!.get('[data-testid="event-time"]');
    await time.setValue('25:10');
    expect(emitted).toEqual([]);
    expect(time.attributes('aria-invalid')).toBe('true');
    await time.setValue('0745');
    expect(emitted).toEqual(['2024-06-14T07:45']);
    expect(time.attributes('aria-invalid')).toBe('false');
    await time.trigger('blur');
    expect((time.element as HTMLInputElement).value).toBe('07:45');
    await time.setValue('7:45');
    expect(emitted).toHaveLength(1);
    await time.setValue('');
    await flushPromises();
    expect(emitted).toEqual(['2024-06-14T07:45', '2024-06-14']);
  });
});
