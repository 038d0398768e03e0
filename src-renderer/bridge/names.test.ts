import { describe, expect, it } from 'vitest';
import { DESK_EVENTS, DESK_METHODS } from '../../src-shared/contract/desk.js';
import { EVENT_NAMES, METHOD_NAMES } from './names.js';

describe('the bridge knows every contract name', () => {
  it('lists exactly the methods of DESK_METHODS', () => {
    expect([...METHOD_NAMES].sort()).toEqual(Object.keys(DESK_METHODS).sort());
  });

  it('lists exactly the events of DESK_EVENTS', () => {
    expect([...EVENT_NAMES].sort()).toEqual(Object.keys(DESK_EVENTS).sort());
  });
});
