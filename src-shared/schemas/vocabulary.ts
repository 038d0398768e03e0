/**
 * Vocabulary entry (GET /public/v5/vocabularies?field_name=…): one coded value of an
 * integer-coded field, labelled in en/de/fr/it (ARCHITECTURE.md "coded values"). The v4 `role`
 * field is removed. Read shape, loose.
 */
import { z } from 'zod';

/** Fields of {@link VocabularyEntrySchema}. */
const vocabularyEntryShape = {
  /** The field the code belongs to, e.g. basis_of_record. */
  field_name: z.string(),
  code: z.number().int(),
  label_en: z.string().nullable().optional(),
  label_de: z.string().nullable().optional(),
  label_fr: z.string().nullable().optional(),
  label_it: z.string().nullable().optional(),
  /** Darwin Core value of the code where one exists, e.g. HumanObservation. */
  dwc_value: z.string().nullable().optional(),
};
/** One coded value; labels are null where not translated. */
export const VocabularyEntrySchema = z.looseObject(vocabularyEntryShape);
/** The known fields (the parsed value may carry more). */
export type VocabularyEntry = z.infer<z.ZodObject<typeof vocabularyEntryShape>>;
