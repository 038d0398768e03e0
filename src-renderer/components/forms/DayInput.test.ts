import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import PrimeVue from 'primevue/config';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, reactive } from 'vue';
import { i18n, setLocale } from '../../i18n/index.js';
import DayInput from './DayInput.vue';
import '../../testing/setup-messages.js';

let wrapper: VueWrapper | undefined;
const state = reactive({ day: '' });
const emitted: string[] = [];

afterEach(() => {
  wrapper?.unmount();
  emitted.length = 0;
  void setLocale('en');
});

function mountDay(day: string): void {
  state.day = day;
  const Host = defineComponent({
    setup: () => () => h(DayInput, {
      modelValue: state.day, inputId: 'day',
      'onUpdate:modelValue': (next: string) => {
        emitted.push(next);
        state.day = next;
      },
    }),
  });
  wrapper = mount(Host, { attachTo: document.body, global: { plugins: [i18n, [PrimeVue, { unstyled: true }]] } });
}

const input = () => wrapper!.get('#day');
const problem = () => wrapper!.find('[data-testid="day-unreadable"]');

async function typeAndLeave(text: string): Promise<void> {
  await input().setValue(text);
  await input().trigger('blur');
  await flushPromises();
}

describe('a day typed into a date field', () => {
  it('keeps a day that does not exist as typed, says why, and leaves the value alone', async () => {
    mountDay('');
    await typeAndLeave('31.02.2026');
    expect((input().element as HTMLInputElement).value).toBe('31.02.2026');
    expect(problem().text()).toBe('31.02.2026 is not a day: February has 28 days in 2026.');
    expect(input().attributes('aria-describedby')).toBe('day-unreadable');
    expect(input().attributes('aria-invalid')).toBe('true');
    expect(emitted).toEqual([]);
    // the form puts the focus back on the field: PrimeVue renders the input again
    await input().trigger('focus');
    await flushPromises();
    expect((input().element as HTMLInputElement).value).toBe('31.02.2026');
    await input().setValue('31.02.202');
    await input().trigger('focus');
    await flushPromises();
    expect((input().element as HTMLInputElement).value).toBe('31.02.202');
  });

  it('does not empty a day already there, and takes a readable day typed after', async () => {
    mountDay('2024-06-14');
    await typeAndLeave('12.13.2024');
    expect((input().element as HTMLInputElement).value).toBe('12.13.2024');
    expect(problem().text()).toBe('12.13.2024 is not a day: there is no month 13.');
    expect(state.day).toBe('2024-06-14');
    await typeAndLeave('28/02/2026');
    expect(state.day).toBe('2026-02-28');
    expect(problem().exists()).toBe(false);
  });

  it('shows the pattern in the language’s letters, and names the month in that language', async () => {
    await setLocale('de');
    mountDay('');
    expect(input().attributes('placeholder')).toBe('TT.MM.JJJJ');
    await typeAndLeave('morgen');
    expect(problem().text()).toBe('morgen ist kein Tag; bitte als TT.MM.JJJJ eingeben.');
    await typeAndLeave('31.04.2026');
    expect(problem().text()).toBe('31.04.2026 ist kein Tag: Der April 2026 hat 30 Tage.');
  });
});
