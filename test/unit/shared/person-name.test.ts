import { describe, expect, it } from 'vitest';
import { splitPersonName } from '../../../src-shared/domain/person-name.js';

describe('a recorder name to a person to create', () => {
  it('splits a name as the file writes names; "Last, First" is always read so', () => {
    expect(splitPersonName('Airoldi Fedele', 'last-first')).toEqual({ last_name: 'Airoldi', first_name: 'Fedele' });
    expect(splitPersonName('Hans Peter Muster', 'first-last')).toEqual({ first_name: 'Hans Peter', last_name: 'Muster' });
    expect(splitPersonName('Muster, Hans', 'first-last')).toEqual({ last_name: 'Muster', first_name: 'Hans' });
    expect(splitPersonName('Schürmann', 'last-first')).toEqual({ last_name: 'Schürmann', first_name: null });
  });
});
