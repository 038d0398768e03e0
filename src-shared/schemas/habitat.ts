/** Habitat of the TypoCH typology (GET /public/v5/habitats); read shape, loose. */
import { z } from 'zod';

/** Fields of {@link HabitatSchema}; only id and code are required (the interface does not show the fields). */
const habitatShape = {
  id: z.number().int(),
  /** TypoCH code, e.g. "6.2". */
  code: z.string(),
  /** Code of the parent unit ("6" for "6.2"), null on level 1. */
  parent_code: z.string().nullable().optional(),
  /** 1 for the top units, 2 below, … */
  level: z.number().int().optional(),
  name_de: z.string().nullable().optional(),
  name_fr: z.string().nullable().optional(),
  name_it: z.string().nullable().optional(),
  name_en: z.string().nullable().optional(),
};
/** One habitat unit; names in four languages, null where not known. */
export const HabitatSchema = z.looseObject(habitatShape);
/** The known fields (the parsed value may carry more). */
export type Habitat = z.infer<z.ZodObject<typeof habitatShape>>;
