/**
 * Generated validation states (vocabulary `validation`: 1 pending, 2 valid, 3 probable,
 * 4 doubtful, 5 invalid) with their history, for demo records.
 */
import { addDays, DEMO_BASE_DATE, zurichDate } from './dates.js';
import type { Rng } from './random.js';
import type { ObservationValues, ValidationStep } from './writer.js';

/** Validation codes (vocabulary `validation`). */
export const VALIDATION = { pending: 1, valid: 2, probable: 3, doubtful: 4, invalid: 5 } as const;

/** Presence codes (vocabulary `v_presence_status`). */
const PRESENCE = { confirmed: 1, presumed: 2, notFound: 3, eradicated: 4, unknown: 5 } as const;

const COMMENTS: Record<number, readonly string[]> = {
  2: ['Confirmed.', 'Plausible record, confirmed by photo.', 'Known site, record accepted.', 'Checked against the herbarium sheet.'],
  3: ['Probable; no photo provided.', 'Plausible, but the identification could not be checked.', 'Probable; habitat fits.'],
  4: ['Doubtful: outside the known range, please send a photo.', 'Doubtful: easily confused with a related species.', 'Doubtful date.'],
  5: ['Rejected: misidentification.', 'Rejected: duplicate of another record.', 'Rejected: coordinates do not match the locality.'],
};

/** The validation fields of an observation and its history rows. */
export interface GeneratedValidation {
  fields: Pick<ObservationValues, 'validation' | 'validation_comment' | 'validated_by' | 'validated_at' | 'v_presence_status' | 'v_doubt_status'>;
  history: ValidationStep[];
}

/** Inputs of {@link generateValidation}. */
export interface ValidationOptions {
  /** Weights of the states 1–5 (pending … invalid). */
  weights: readonly [number, number, number, number, number];
  /** Person ids who may validate; when empty every record stays pending. */
  validators: readonly number[];
  /** First day (`YYYY-MM-DD`) a validation may be dated; validations end by DEMO_BASE_DATE. */
  notBefore: string;
  /** What the record says about presence. */
  presence: 'present' | 'absent' | 'eradicated';
  /** The record's identification_qualifier code (copied to v_doubt_status when validated). */
  identificationQualifier: number | null;
}

function presenceFor(state: number, presence: ValidationOptions['presence'], rng: Rng): number | null {
  if (state === VALIDATION.pending) return rng.chance(0.3) ? PRESENCE.presumed : null;
  if (state === VALIDATION.invalid) return PRESENCE.unknown;
  if (state === VALIDATION.doubtful) return rng.chance(0.5) ? PRESENCE.unknown : PRESENCE.presumed;
  if (presence === 'eradicated') return PRESENCE.eradicated;
  if (presence === 'absent') return PRESENCE.notFound;
  return state === VALIDATION.valid ? PRESENCE.confirmed : PRESENCE.presumed;
}

/**
 * Draws a validation state; validated records (2–5) get 1–3 history steps (earlier states first,
 * the last equal to the current state), dated between `notBefore` and the demo base date.
 */
export function generateValidation(rng: Rng, o: ValidationOptions): GeneratedValidation {
  const state = o.validators.length === 0 ? VALIDATION.pending : rng.weighted([1, 2, 3, 4, 5], o.weights);
  if (state === VALIDATION.pending) {
    return {
      fields: { validation: state, validation_comment: null, validated_by: null, validated_at: null,
        v_presence_status: presenceFor(state, o.presence, rng), v_doubt_status: null },
      history: [],
    };
  }
  const span = Math.max(0, Math.round((Date.parse(DEMO_BASE_DATE) - Date.parse(o.notBefore)) / 86_400_000));
  const steps = rng.int(1, 3);
  const states: number[] = [state];
  while (states.length < steps) {
    const earlier = rng.pick([VALIDATION.valid, VALIDATION.probable, VALIDATION.doubtful].filter((s) => s !== states[0]));
    states.unshift(earlier);
  }
  // Step dates: the first within ~200 days of notBefore, each next 1–120 days later, all capped at
  // the base date; sorted so that history is chronological even when capping puts steps on one day.
  const moments: string[] = [];
  let day = rng.int(1, Math.max(1, Math.min(span, 200)));
  for (let i = 0; i < states.length; i++) {
    const hhmm = `${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    moments.push(`${addDays(o.notBefore, Math.min(day, span))}T${hhmm}`);
    day += rng.int(1, 120);
  }
  moments.sort();
  const history: ValidationStep[] = states.map((s, i) => {
    const [d, t] = (moments[i] as string).split('T') as [string, string];
    return {
      validation: s,
      v_presence_status: presenceFor(s, o.presence, rng),
      comment: rng.pick(COMMENTS[s] ?? ['']),
      validated_by: rng.pick(o.validators),
      validated_at: zurichDate(d, t).event_date,
    };
  });
  const last = history[history.length - 1] as ValidationStep;
  return {
    fields: { validation: last.validation, validation_comment: last.comment, validated_by: last.validated_by,
      validated_at: last.validated_at, v_presence_status: last.v_presence_status,
      v_doubt_status: o.identificationQualifier },
    history,
  };
}
