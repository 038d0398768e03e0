import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { h } from 'vue';
import SortableTable from './SortableTable.vue';

const columns = [
  { key: 'occurrence_id', header: 'Number', sortable: true },
  { key: 'event_date', header: 'Date', sortable: true },
  { key: 'dataset_name', header: 'Project' },
];
const rows = [
  { occurrence_id: 7, event_date: '2025-06-01', dataset_name: 'Neophytes Ticino' },
  { occurrence_id: 8, event_date: '2025-06-02', dataset_name: null },
];

function table(sort = 'event_date', dir: 'asc' | 'desc' = 'desc', shown = rows) {
  return mount(SortableTable, {
    props: { rows: shown, columns, dataKey: 'occurrence_id', label: 'Public neophyte observations', sort, dir },
    slots: {
      'cell-occurrence_id': ({ row }: { row: unknown }) => {
        const id = (row as (typeof rows)[number]).occurrence_id;
        return h('a', { href: `#/public/neophytes/${id}` }, String(id));
      },
      empty: () => 'Nothing matches.',
    },
  });
}

describe('SortableTable', () => {
  it('draws one row per record, each cell its column slot or the field as text', () => {
    const wrapper = table();
    expect(wrapper.get('table').attributes('aria-label')).toBe('Public neophyte observations');
    const cells = wrapper.findAll('tbody tr').map((tr) => tr.findAll('td').map((td) => td.text()));
    expect(cells).toEqual([['7', '2025-06-01', 'Neophytes Ticino'], ['8', '2025-06-02', '']]);
    expect(wrapper.get('tbody a').attributes('href')).toBe('#/public/neophytes/7');
  });

  it('says the order on the sorted header; a header button sorts ascending first, then flips', async () => {
    const wrapper = table('event_date', 'asc');
    const [number, date, project] = wrapper.findAll('th');
    expect(date!.attributes('aria-sort')).toBe('ascending');
    expect(number!.attributes('aria-sort')).toBeUndefined();
    expect(project!.find('button').exists()).toBe(false);
    await date!.get('button').trigger('click');
    await number!.get('button').trigger('click');
    expect(wrapper.emitted('sort')).toEqual([[{ field: 'event_date', dir: 'desc' }], [{ field: 'occurrence_id', dir: 'asc' }]]);
  });

  it('shows the empty slot across all columns when there are no rows', () => {
    const cell = table('event_date', 'desc', []).get('tbody td');
    expect(cell.attributes('colspan')).toBe('3');
    expect(cell.text()).toBe('Nothing matches.');
  });
});
