import { describe, expect, it } from 'vitest';
import { splitRecorderNames } from '../../../../src-main/import/mapping/recorder-names.js';

describe('recordedBy cells to people', () => {
  it('splits GBIF’s "Name A, Name B" lists, Darwin Core’s "A | B" and "A; B"', () => {
    expect(splitRecorderNames('Persico Andrea, Enz Peter')).toEqual(['Persico Andrea', 'Enz Peter']);
    expect(splitRecorderNames('Juillerat Philippe, Oppikofer Roberto, Jeannerat Marc')).toEqual(['Juillerat Philippe', 'Oppikofer Roberto', 'Jeannerat Marc']);
    expect(splitRecorderNames('Auderset Joye Dominique, Juge Raphaëlle')).toEqual(['Auderset Joye Dominique', 'Juge Raphaëlle']);
    expect(splitRecorderNames('Airoldi Fedele | Persico Andrea')).toEqual(['Airoldi Fedele', 'Persico Andrea']);
    expect(splitRecorderNames('Robert Keller;Anna Keller')).toEqual(['Robert Keller', 'Anna Keller']);
    expect(splitRecorderNames('Robert Keller & Anna Keller')).toEqual(['Robert Keller', 'Anna Keller']);
  });

  it('keeps "Last, First" and initials as one person', () => {
    expect(splitRecorderNames('Muster, Hans')).toEqual(['Muster, Hans']);
    expect(splitRecorderNames('Muster, Hans Peter')).toEqual(['Muster, Hans Peter']);
    expect(splitRecorderNames('Hofstetter C. E.')).toEqual(['Hofstetter C. E.']);
    expect(splitRecorderNames('Rudolf (Eduard) Schinz')).toEqual(['Rudolf (Eduard) Schinz']);
  });

  it('leaves out what names nobody: s.n., anonymous, et al.', () => {
    expect(splitRecorderNames('s.n.')).toEqual([]);
    expect(splitRecorderNames('anonymous')).toEqual([]);
    expect(splitRecorderNames('Danuser Philip, Egli Andreas & al.')).toEqual(['Danuser Philip', 'Egli Andreas']);
    expect(splitRecorderNames('Frey David et al.')).toEqual(['Frey David et al.']);
    expect(splitRecorderNames('Frey David, et al.')).toEqual(['Frey David']);
    expect(splitRecorderNames('  ')).toEqual([]);
  });
});
