/**
 * Field descriptors: how one field of a record form is edited and checked, independent of the
 * record (observations, supplements, neophyte data, and later projects, people, relevés). A form
 * is a list of descriptors; FormFields.vue renders them, form-values.ts turns typed values into a
 * request body and back, form-check.ts puts the shared zod schema's issues and the service's 422
 * onto them. Names are the interface's field names (Darwin Core), end to end.
 */
import type { ProjectRight } from '../../../src-shared/domain/project-rights.js';

/** A unit key of `forms.units` in the messages (percent is the sign itself in every language). */
export type UnitKey = 'metres' | 'centimetres' | 'metresAsl' | 'degrees' | 'percent';

interface BaseSpec {
  /** The interface's field name (also the body key and the control id's suffix). */
  name: string;
  /** Needed before anything is sent (the schema decides; this only marks the label). */
  required?: boolean;
  /** Takes a whole row of the grid. */
  wide?: boolean;
}

/** How one field is shown and edited. */
export type FieldSpec =
  /** A vocabulary code (`/public/v5/vocabularies?field_name=<vocabulary>`), chosen by label. */
  | (BaseSpec & { kind: 'code'; vocabulary: string })
  /**
   * A number; `unit` is shown in the label and the input; `integer` allows no decimals;
   * `notBelow` names the field this one must not be less than (the schema's order rule, e.g. a
   * maximum elevation and its minimum).
   */
  | (BaseSpec & { kind: 'number'; unit?: UnitKey; integer?: boolean; min?: number; max?: number; notBelow?: string })
  /** One line of text, at most `maxLength` characters. */
  | (BaseSpec & { kind: 'text'; maxLength: number })
  /** Several lines of text. */
  | (BaseSpec & { kind: 'longText'; maxLength: number })
  /** The id of another record, typed as a whole number (no picker exists for it). */
  | (BaseSpec & { kind: 'id' })
  /** A taxon id, chosen by name (TaxonAutocomplete). */
  | (BaseSpec & { kind: 'taxon' })
  /** Person ids (PeoplePicker; several with `multiple`, the value then an array). */
  | (BaseSpec & { kind: 'people'; multiple?: boolean })
  /** A project id among the projects with `right` (ProjectPicker). */
  | (BaseSpec & { kind: 'project'; right?: ProjectRight })
  /** A habitat id (TypoCH, `reference.habitats`). */
  | (BaseSpec & { kind: 'habitat' })
  /** Yes or no. */
  | (BaseSpec & { kind: 'boolean' })
  /** Drawn by the form's own slot `#field-<name>` (dates with precision, the footprint …). */
  | (BaseSpec & { kind: 'custom' });

/** The kinds of {@link FieldSpec}. */
export type FieldKind = FieldSpec['kind'];

/** One value as a form holds it: texts as typed, numbers and ids, id lists, yes/no; empty is null. */
export type FormValue = string | number | boolean | number[] | null;

/** A form's values by field name. */
export type FormValues = Record<string, FormValue>;

/** A titled group of fields (`key` names its title in the caller's messages). */
export interface FieldSection {
  key: string;
  fields: readonly FieldSpec[];
}

/** The fields of `sections` in form order. */
export function fieldsOf(sections: readonly FieldSection[]): FieldSpec[] {
  return sections.flatMap((section) => section.fields);
}
