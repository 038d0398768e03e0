/** Habitat of the TypoCH typology (GET /public/v5/habitats); read shape, loose. */
import { z } from 'zod';

/** Fields of {@link HabitatSchema}. */
const habitatShape = {
  id: z.number().int(),
  /** TypoCH code, e.g. "6.2". */
  code: z.string(),
  /** Code of the parent unit ("6" for "6.2"), null on level 1. */
  parent_code: z.string().nullable(),
  /** 1 for the top units, 2 below, … */
  level: z.number().int(),
  name_de: z.string().nullable(),
  name_fr: z.string().nullable(),
  name_it: z.string().nullable(),
  name_en: z.string().nullable(),
};
/** One habitat unit; names in four languages, null where not known. */
export const HabitatSchema = z.looseObject(habitatShape);
/** The known fields (the parsed value may carry more). */
export type Habitat = z.infer<z.ZodObject<typeof habitatShape>>;
