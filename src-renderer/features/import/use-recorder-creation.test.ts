import { afterEach, describe, expect, it } from 'vitest';
import { reactive } from 'vue';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { useRecorderCreation, type RecorderMatch } from './use-recorder-creation.js';

const recorder = (name: string, person_id: number | null = null): RecorderMatch => ({ name, rows: 1, person_id, candidates: [] });

afterEach(() => setDesk(undefined));

describe('creating unmatched recorders as people', () => {
  it('creates each unmatched recorder with the names as the file writes them, and the name then carries the new person', async () => {
    const desk = createFakeDesk();
    let next = 40;
    desk.fn('people.create').mockImplementation(async (body: { first_name: string; last_name: string }) => ({ id: ++next, ...body }));
    setDesk(desk);
    const creation = useRecorderCreation();
    const people = reactive([recorder('Persico Andrea'), recorder('Airoldi Fedele', 5), recorder('Schürmann'), recorder('Maire Stéfanie')]);

    await creation.createAll(people);

    expect(desk.fn('people.create').mock.calls.map(([body]) => body)).toEqual([
      { first_name: 'Andrea', last_name: 'Persico' },
      { first_name: 'Stéfanie', last_name: 'Maire' },
    ]);
    expect(people.map((p) => p.person_id)).toEqual([41, 5, null, 42]);
    expect(people[0]!.candidates[0]).toMatchObject({ id: 41, last_name: 'Persico' });
    // one word: no first name to propose, the user types one
    expect(creation.proposal('Schürmann')).toEqual({ first_name: '', last_name: 'Schürmann' });
    creation.nameOrder.value = 'first-last';
    expect(creation.proposal('Robert Keller')).toEqual({ first_name: 'Robert', last_name: 'Keller' });
  });

  it('keeps a refused name unmatched and says why', async () => {
    const desk = createFakeDesk();
    desk.fn('people.create').mockRejectedValue({ status: 403, code: 'forbidden', message: 'You may not add people.', fields: [] });
    setDesk(desk);
    const creation = useRecorderCreation();
    const person = reactive(recorder('Frey David'));

    expect(await creation.create(person, { first_name: 'David', last_name: 'Frey' })).toBe(false);
    expect(person.person_id).toBeNull();
    expect(creation.failures.value['Frey David']).toBe('You may not add people.');
  });
});
