/**
 * ~12 generated relevés (phytosociological plots) in "Vegetation plots Alps": alpine grasslands
 * and subalpine conifer forests in real alpine municipalities, each with 5–15 species
 * observations (event_type 2 = relevé, Braun-Blanquet cover codes, stratum in supplements).
 * Units: tree and shrub layer heights in metres, herb and moss layer heights in centimetres,
 * covers in percent (0–100), sample size in m².
 */
import { computeFootprint } from '../../geo/footprint.js';
import type { SeedContext, TaxonInfo } from './context.js';
import { zurichDate } from './dates.js';
import { GENERATED_REMARK } from './generator.js';
import { randomPointIn, squareWkt } from './places.js';
import type { Rng } from './random.js';
import { generateValidation } from './validation.js';
import type { ObservationWriter } from './writer.js';
import type { Db } from '../open.js';

/** BFS numbers of the alpine municipalities that get one relevé each. */
const RELEVE_MUNICIPALITIES = [6300, 6290, 6083, 3921, 3851, 3784, 3762, 576, 584, 1202, 5061, 5304];

/** Species pools by stratum (vocabulary releve_stratum: 1 tree, 2 shrub, 3 herb, 4 moss). */
const GRASSLAND: Array<[number, string[]]> = [
  [2, ['Vaccinium gaultherioides', 'Dryas octopetala', 'Rhododendron ferrugineum']],
  [3, ['Carex sempervirens', 'Sesleria caerulea', 'Nardus stricta', 'Gentiana verna', 'Gentiana purpurea', 'Homogyne alpina',
    'Soldanella alpina', 'Plantago alpina', 'Campanula scheuchzeri', 'Leontodon hispidus', 'Potentilla erecta', 'Geum montanum',
    'Pulsatilla alpina', 'Bistorta vivipara', 'Arnica montana', 'Phyteuma orbiculare', 'Myosotis alpestris', 'Silene acaulis',
    'Achillea atrata', 'Veronica alpina', 'Gentiana acaulis', 'Ranunculus glacialis', 'Saxifraga oppositifolia', 'Bartsia alpina']],
  [4, ['Hylocomium splendens', 'Polytrichum commune']],
];
const FOREST: Array<[number, string[]]> = [
  [1, ['Larix decidua', 'Pinus cembra', 'Picea abies']],
  [2, ['Rhododendron ferrugineum', 'Vaccinium myrtillus', 'Sorbus aucuparia', 'Calluna vulgaris']],
  [3, ['Oxalis acetosella', 'Homogyne alpina', 'Viola biflora', 'Gentiana purpurea', 'Geranium sylvaticum', 'Aconitum napellus',
    'Lilium martagon', 'Dryopteris filix-mas']],
  [4, ['Hylocomium splendens', 'Pleurozium schreberi', 'Polytrichum commune']],
];
/** Braun-Blanquet codes (vocabulary cover 1–9) and a matching absolute cover in %. */
const COVER_PERCENT = [0, 0.1, 0.5, 2, 4, 10, 20, 38, 63, 88];

/** Counts written by {@link seedReleves}. */
export interface ReleveCounts {
  releves: number;
  observations: number;
}

const r1 = (x: number): number => Math.round(x * 10) / 10;

/** Writes the relevés, their observers, R*Tree entries and species observations. */
export function seedReleves(db: Db, ctx: SeedContext, rng: Rng, writer: ObservationWriter, now: string): ReleveCounts {
  const cols = ['dataset_id', 'project', 'event_date', 'event_date_utc', 'date_precision', 'sample_size_value', 'sample_size_unit',
    'event_remarks', 'syntaxon_name', 'mosses_identified', 'lichens_identified', 'inclination_in_degrees', 'cover_total_in_percentage',
    'tree_layer_height_in_meters', 'shrub_layer_height_in_meters', 'herb_layer_height_in_centimeters', 'moss_layer_height_in_centimeters',
    'cover_trees_in_percentage', 'cover_shrubs_in_percentage', 'cover_herbs_in_percentage', 'cover_mosses_in_percentage',
    'cover_cryptogams_in_percentage', 'cover_lichens_in_percentage', 'cover_algae_in_percentage', 'cover_litter_in_percentage',
    'cover_soil_in_percentage', 'cover_rock_in_percentage', 'cover_water_in_percentage', 'quality_cover', 'quality_list', 'soil_type',
    'orientation', 'soil_ph', 'footprint_wkt', 'footprint_geojson', 'decimal_longitude', 'decimal_latitude', 'min_lon', 'min_lat',
    'max_lon', 'max_lat', 'municipality_id', 'canton_id', 'district_id', 'generated', 'created_at', 'updated_at'];
  const insReleve = db.prepare(`INSERT INTO releves (${cols.join(',')}) VALUES (${cols.map(() => '?').join(',')})`);
  const insObserver = db.prepare('INSERT INTO releve_observers (releve_id, person_id, position) VALUES (?,?,?)');
  const insRtree = db.prepare('INSERT INTO releves_rtree (id, min_lon, max_lon, min_lat, max_lat) VALUES (?,?,?,?,?)');
  const resolve = (names: string[]): TaxonInfo[] =>
    names.map((n) => ctx.species.find((t) => t.scientific_name === n || t.scientific_name.startsWith(`${n} `))).filter((t): t is TaxonInfo => !!t);
  const pools = (spec: Array<[number, string[]]>): Array<[number, TaxonInfo[]]> => spec.map(([s, names]) => [s, resolve(names)]);
  const grassland = pools(GRASSLAND);
  const forest = pools(FOREST);
  const datasetId = ctx.projects.releves;
  let observations = 0;
  let releves = 0;
  RELEVE_MUNICIPALITIES.forEach((bfs, i) => {
    const m = ctx.municipalityById.get(bfs);
    if (!m) return;
    const wooded = i % 3 === 2;
    const area = wooded ? 200 : rng.pick([25, 50, 100]);
    const fp = computeFootprint(squareWkt(randomPointIn(m, rng), Math.sqrt(area)), ctx.adminIndex);
    const day = `${rng.int(2019, 2025)}-${rng.pick(['07', '08'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const date = zurichDate(day, `${String(rng.int(9, 15)).padStart(2, '0')}:00`);
    const calcareous = rng.chance(0.4);
    const trees = wooded ? rng.int(40, 75) : 0;
    const values = [
      datasetId, `ALP-${String(i + 1).padStart(2, '0')} ${m.name}`, date.event_date, date.event_date_utc, 1, area, 1,
      `${GENERATED_REMARK} ${wooded ? 'Subalpine conifer forest' : 'Alpine grassland'}, homogeneous stand.`,
      wooded ? rng.pick(['Larici-Pinetum cembrae', 'Vaccinio-Piceetum']) : calcareous ? 'Seslerion caeruleae' : rng.pick(['Caricion curvulae', 'Nardion strictae']),
      rng.chance(0.7) ? 1 : 0, rng.chance(0.4) ? 1 : 0, rng.int(0, 40), rng.int(65, 100),
      wooded ? r1(rng.float(12, 28)) : 0, wooded ? r1(rng.float(1, 4)) : r1(rng.float(0.1, 0.4)),
      wooded ? rng.int(20, 60) : rng.int(5, 30), r1(rng.float(1, 6)),
      trees, wooded ? rng.int(10, 40) : rng.int(0, 10), wooded ? rng.int(30, 70) : rng.int(60, 95), rng.int(5, 40),
      rng.int(5, 45), rng.int(0, 10), rng.int(0, 2), rng.int(5, 30), rng.int(2, 15), wooded ? rng.int(0, 10) : rng.int(0, 30), rng.int(0, 3),
      rng.pick([1, 2, 2, 3]), rng.pick([1, 1, 2]), calcareous ? 1 : rng.pick([2, 2, 3]), rng.int(1, 9),
      calcareous ? r1(rng.float(6.5, 7.8)) : r1(rng.float(4.2, 5.8)),
      fp.footprint_wkt, fp.footprint_geojson, fp.decimal_longitude, fp.decimal_latitude, fp.min_lon, fp.min_lat, fp.max_lon, fp.max_lat,
      fp.municipality_id, fp.canton_id, fp.district_id, 1, now, now,
    ];
    const releveId = Number(insReleve.run(values).lastInsertRowid);
    releves++;
    insRtree.run(releveId, fp.min_lon, fp.max_lon, fp.min_lat, fp.max_lat);
    const observers = rng.sample(ctx.demoPeople, rng.int(1, 2));
    observers.forEach((p, k) => insObserver.run(releveId, p, k + 1));
    const layers = wooded ? forest : grassland;
    const wanted = rng.int(5, 15);
    const chosen: Array<[number, TaxonInfo]> = [];
    const seen = new Set<number>();
    for (let tries = 0; chosen.length < wanted && tries < 200; tries++) {
      const [stratum, pool] = rng.weighted(layers, layers.map(([s]) => (s === 3 ? 6 : 1)));
      if (pool.length === 0) continue;
      const t = rng.pick(pool);
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      chosen.push([stratum, t]);
    }
    const elevation = wooded ? rng.int(1500, 2100) : rng.int(1900, 2700);
    for (const [stratum, t] of chosen) {
      const cover = stratum === 1 ? rng.int(6, 9) : rng.weighted([1, 2, 3, 4, 5, 6, 7, 8], [6, 14, 14, 8, 8, 5, 3, 1]);
      const validation = generateValidation(rng, { weights: [40, 40, 10, 7, 3], validators: ctx.validators.releves, notBefore: day,
        presence: 'present', identificationQualifier: 1 });
      writer.insert({
        values: {
          uuid: rng.uuid(), dataset_id: datasetId, releve_id: releveId, generated: 1, basis_of_record: 1, event_type: 2,
          event_date: date.event_date, event_date_utc: date.event_date_utc, date_precision: 1, date_expert: 1,
          taxon_id: t.id, verbatim_identification: t.scientific_name, identification_qualifier: 1,
          identified_by: ctx.personName.get(observers[0] ?? -1) ?? null, occurrence_status: 1, cover,
          organism_quantity_type: 5, organism_quantity: cover, life_stage: stratum === 3 ? rng.pick([1, 3, 3, 4]) : null,
          establishment_means: 1, degree_of_establishment: 1, georeference_protocol: 1, coordinate_uncertainty_in_meters: 5,
          minimum_elevation_in_meters: elevation, maximum_elevation_in_meters: elevation, altitude_expert: 1,
          occurrence_remarks: GENERATED_REMARK, taxa_relations_reference_id: t.group === 'vascular_plants' ? 1 : 6,
          related_resource_id: releveId, relationship_of_resource: 3, ...validation.fields,
        },
        footprint: fp,
        observers,
        supplements: { releve_stratum: stratum, cover_abs: COVER_PERCENT[cover] ?? null },
        history: validation.history,
      });
      observations++;
    }
  });
  return { releves, observations };
}
