/**
 * Administrative unit (GET /public/v5/administrative_units): a Swiss canton, district or
 * municipality. Ids: municipality = BFS number, canton = 10000 + BFS number, district = 20000 +
 * BFS number. Read shape, loose.
 */
import { z } from 'zod';

/** A GeoJSON Polygon or MultiPolygon in EPSG:4326 (longitude, latitude in degrees). */
export const AreaGeometrySchema = z.looseObject({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.unknown()),
});

/** Fields of {@link AdministrativeUnitSchema}. */
const administrativeUnitShape = {
  id: z.number().int(),
  name: z.string(),
  /** canton, district or municipality here; other services may know more kinds. */
  unit_type: z.string(),
  /** The unit's own BFS (Swiss Federal Statistical Office) number. */
  bfs_nr: z.number().int().optional(),
  /** Canton of a district or municipality (its id here), null for cantons. */
  canton_id: z.number().int().nullable().optional(),
  /** District of a municipality, null otherwise. */
  district_id: z.number().int().nullable().optional(),
  /** Boundary; only with `with_geometry=true`, null when the service has none. */
  geometry: AreaGeometrySchema.nullable().optional(),
};
/** One administrative unit. */
export const AdministrativeUnitSchema = z.looseObject(administrativeUnitShape);
/** The known fields (the parsed value may carry more). */
export type AdministrativeUnit = z.infer<z.ZodObject<typeof administrativeUnitShape>>;
