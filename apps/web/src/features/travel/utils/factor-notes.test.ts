import { describe, expect, it } from 'vitest';
import { factorNotes } from './factor-notes';

describe('factorNotes', () => {
  it('names the translated notes from the factor itself', () => {
    expect(
      factorNotes({ unit: 'vehicle.km', variant: 'Average car, Petrol', notes: 'DESNZ gives…' }),
    ).toEqual({ keys: ['sources.notes.perVehicle'], untranslated: '' });
    expect(
      factorNotes({ unit: 'passenger.km', variant: 'Economy class, With RF', notes: 'Includes…' }),
    ).toEqual({ keys: ['sources.notes.withRf'], untranslated: '' });
  });

  it('keeps a note it has no translation for, and none when there is none', () => {
    expect(factorNotes({ unit: 'passenger.km', variant: 'Coach', notes: 'A new note' })).toEqual({
      keys: [],
      untranslated: 'A new note',
    });
    expect(factorNotes({ unit: 'passenger.km', variant: 'Coach', notes: '' }).untranslated).toBe(
      '',
    );
  });
});
