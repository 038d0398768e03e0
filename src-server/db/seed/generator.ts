/**
 * Generated demo observations (generated = 1, remarks prefixed "[generated demo record]") of real
 * taxa over real municipalities: neophyte projects in cantons TI, ZH and VD (mostly neophytes,
 * with follow-up control and treatment visits at the same sites) and the private garden survey.
 * Shared by seedDemo (~3000 records) and seedSynthetic (any number).
 */
import { footprintFromGeometry, type FootprintFields } from '../../geo/footprint.js';
import { pointOf } from '../../../src-shared/domain/wkt.js';
import type { SeedContext, TaxonInfo } from './context.js';
import { addDays, DEMO_BASE_DATE, zurichDate } from './dates.js';
import { lineGeometry, patchGeometry, randomPointIn, type Municipality } from './places.js';
import type { ProjectKey } from './projects.js';
import type { Rng } from './random.js';
import { isFauna, neophyteControl, supplementFor, taxonTraits } from './traits.js';
import { generateValidation } from './validation.js';
import type { ObservationInsert, ObservationSink } from './writer.js';

/** Prefix of `occurrence_remarks` of every generated observation. */
export const GENERATED_REMARK = '[generated demo record]';

/** Projects the generator writes to. */
export type GeneratedProject = Extract<ProjectKey, 'neoTI' | 'neoZH' | 'neoVD' | 'garden'>;

const CANTON: Record<Exclude<GeneratedProject, 'garden'>, { id: number; elevation: [number, number]; places: string[] }> = {
  neoTI: { id: 10021, elevation: [195, 1500], places: ['presso {m}', 'lungo il fiume, {m}', 'bordo strada, {m}', '{m}, zona industriale', 'margine del bosco sopra {m}', 'scarpata ferroviaria, {m}'] },
  neoZH: { id: 10001, elevation: [340, 900], places: ['bei {m}', 'Bachufer, {m}', 'Strassenrand, {m}', '{m}, Industriegebiet', 'Waldrand oberhalb {m}', 'Bahnböschung, {m}'] },
  neoVD: { id: 10022, elevation: [372, 1300], places: ['près de {m}', 'bord de rivière, {m}', 'talus routier, {m}', '{m}, zone industrielle', 'lisière de forêt, {m}', 'talus ferroviaire, {m}'] },
};
/** The garden of the private survey: Bellinzona (BFS 5002). */
const GARDEN_MUNICIPALITY = 5002;
const GARDEN_TAXA = ['Prunus spinosa', 'Taraxacum officinale', 'Bellis perennis', 'Urtica dioica', 'Hedera helix', 'Veronica persica',
  'Turdus merula', 'Parus major', 'Erithacus rubecula', 'Aglais io', 'Harmonia axyridis', 'Coccinella septempunctata', 'Podarcis muralis',
  'Trachycarpus fortunei', 'Prunus laurocerasus', 'Buddleja davidii'];
const REMARKS = ['', '', 'Single plant.', 'Dense stand.', 'Population spreading along the bank.', 'Seen from the path.',
  'Seedlings around the mother plant.', 'Photo taken.', 'Site known since several years.', 'On disturbed soil.'];

/** A place visited again by later (control, treatment, monitoring) observations. */
interface Site {
  occurrenceId: number;
  footprint: FootprintFields;
  municipality: Municipality;
  taxon: TaxonInfo;
  day: string;
  observers: number[];
  elevation: number;
}

/** Writes generated observations; keeps recent sites per project for follow-up visits. */
export class ObservationGenerator {
  private readonly sites = new Map<GeneratedProject, Site[]>();
  private readonly neophytes: TaxonInfo[];
  private readonly neophyteWeights: number[];
  private readonly others: TaxonInfo[];
  private readonly garden: TaxonInfo[];
  private seq = 0;

  /**
   * @param sourceRecordPrefix when set, every record's `source_record_id` is this prefix followed
   *   by its uuid (seedSynthetic uses `synthetic:` so that load records can be counted and told apart).
   */
  constructor(
    private readonly ctx: SeedContext,
    private readonly rng: Rng,
    private readonly writer: ObservationSink,
    private readonly sourceRecordPrefix: string | null = null,
  ) {
    this.neophytes = ctx.species.filter((t) => t.neophyte === 1);
    this.neophyteWeights = this.neophytes.map((t) => (t.swiss_invasive_status === 'invasive' ? 4 : t.swiss_invasive_status ? 2 : 1));
    this.others = ctx.species.filter((t) => t.neophyte === 0);
    this.garden = GARDEN_TAXA.map((n) => ctx.species.find((t) => t.scientific_name.startsWith(`${n} `))).filter((t): t is TaxonInfo => !!t);
  }

  /** Generates and writes one observation in `project`; returns its occurrence_id. */
  generate(project: GeneratedProject): number {
    const rng = this.rng;
    const sites = this.sites.get(project) ?? [];
    this.sites.set(project, sites);
    const site = sites.length > 0 && rng.chance(project === 'garden' ? 0.5 : 0.3) ? rng.pick(sites) : null;
    const followDay = site ? addDays(site.day, rng.int(7, 365)) : null;
    if (site && followDay && followDay <= DEMO_BASE_DATE) return this.followUp(project, site, followDay);
    return this.newSite(project, sites);
  }

  private randomDay(): string {
    const rng = this.rng;
    const year = rng.int(2015, 2026);
    const month = rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [0.2, 0.3, 1, 2, 3, 3.5, 3.5, 3, 2.5, 1.5, 0.5, 0.2]);
    const day = `${year}-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    return day > DEMO_BASE_DATE ? `${year - 1}${day.slice(4)}` : day;
  }

  private observers(project: GeneratedProject): number[] {
    const rng = this.rng;
    const n = rng.weighted([1, 2, 3], [60, 30, 10]);
    if (project === 'garden') return n === 1 ? [this.ctx.accounts.manager] : [this.ctx.accounts.manager, ...rng.sample(this.ctx.demoPeople, n - 1)];
    const pool = rng.chance(0.15) ? [this.ctx.accounts.curator, ...rng.sample(this.ctx.demoPeople, n - 1)] : rng.sample(this.ctx.demoPeople, n);
    return pool;
  }

  private newSite(project: GeneratedProject, sites: Site[]): number {
    const rng = this.rng;
    const garden = project === 'garden';
    const canton = garden ? null : CANTON[project];
    const municipality = garden
      ? (this.ctx.municipalityById.get(GARDEN_MUNICIPALITY) ?? rng.pick(this.ctx.municipalities))
      : rng.pick(this.ctx.municipalitiesByCanton.get(canton?.id ?? 0) ?? this.ctx.municipalities);
    const taxon = garden ? rng.pick(this.garden) : rng.chance(0.85) ? rng.weighted(this.neophytes, this.neophyteWeights) : rng.pick(this.others);
    const p = randomPointIn(municipality, rng);
    const shape = isFauna(taxon) || garden ? 0 : rng.weighted([0, 1, 2], [75, 15, 10]);
    const geometry = shape === 0 ? pointOf(p) : shape === 1 ? patchGeometry(p, rng.float(3, 25), rng) : lineGeometry(p, rng.float(20, 60), rng);
    // Its WKT prints every coordinate exactly, so computeFootprint of that text gives this footprint (with the
    // WKT as footprint_wkt): written and parsed back, it cost a sixth of a synthetic row's CPU.
    const footprint = footprintFromGeometry(geometry, this.ctx.adminIndex);
    const [lo, hi] = canton?.elevation ?? [235, 250];
    const site: Site = { occurrenceId: 0, footprint, municipality, taxon, day: this.randomDay(), observers: this.observers(project), elevation: rng.int(lo, hi) };
    const precision = rng.weighted([1, 2, 3], [85, 10, 5]);
    const place = garden ? 'Private garden, {m}' : rng.pick(canton?.places ?? ['{m}']);
    const id = this.write(project, site, {
      eventType: rng.chance(0.12) ? 6 : 1,
      day: site.day,
      precision,
      locality: place.replace('{m}', municipality.name),
      geoProtocol: shape === 0 ? rng.weighted([1, 2, 3], [75, 20, 5]) : 1,
    });
    site.occurrenceId = id;
    sites.push(site);
    if (sites.length > 400) sites.splice(0, sites.length - 400);
    return id;
  }

  private followUp(project: GeneratedProject, site: Site, day: string): number {
    const rng = this.rng;
    const duplicate = rng.chance(0.02);
    const eventType = duplicate || project === 'garden' ? 1 : rng.weighted([4, 5, 6], [40, 45, 15]);
    const related = duplicate ? 1 : rng.chance(0.1) ? 2 : null;
    const id = this.write(project, site, {
      eventType,
      day: duplicate ? site.day : day,
      precision: 1,
      locality: null,
      geoProtocol: 1,
      related: related === null ? null : { id: site.occurrenceId, relationship: related },
      observers: duplicate ? this.observers(project) : rng.chance(0.7) ? site.observers : this.observers(project),
    });
    site.day = duplicate ? site.day : day;
    return id;
  }

  private write(
    project: GeneratedProject,
    site: Site,
    o: { eventType: number; day: string; precision: number; locality: string | null; geoProtocol: number;
      related?: { id: number; relationship: number } | null; observers?: number[] },
  ): number {
    const rng = this.rng;
    const { taxon } = site;
    const neo = project !== 'garden' && taxon.neophyte === 1 ? neophyteControl(o.eventType, rng) : null;
    const found = neo?.found ?? true;
    const day = o.precision === 1 ? o.day : o.precision === 2 ? `${o.day.slice(0, 8)}01` : `${o.day.slice(0, 4)}-01-01`;
    const time = o.precision === 1 && rng.chance(0.6) ? `${String(rng.int(7, 19)).padStart(2, '0')}:${String(rng.int(0, 11) * 5).padStart(2, '0')}` : '00:00';
    const date = zurichDate(day, time);
    const qualifier = rng.weighted([1, 2, 3, 4], [85, 8, 2, 5]);
    const observers = o.observers ?? site.observers;
    const validation = generateValidation(rng, {
      weights: o.related?.relationship === 1 ? [0, 0, 0, 0, 1] : [30, 35, 15, 10, 10],
      validators: this.ctx.validators[project],
      notBefore: o.day,
      presence: !found ? (neo?.neophyte.eradication === 1 ? 'eradicated' : 'absent') : 'present',
      identificationQualifier: qualifier,
    });
    const uncertainty = o.geoProtocol === 1 ? rng.int(3, 25) : o.geoProtocol === 2 ? rng.int(10, 100) : rng.int(50, 300);
    const verbatim = taxon.synonyms.length > 0 && rng.chance(0.25) ? rng.pick(taxon.synonyms) : taxon.scientific_name;
    const remark = rng.pick(REMARKS);
    this.seq += 1;
    const uuid = rng.uuid();
    const insert: ObservationInsert = {
      values: {
        uuid,
        source_record_id: this.sourceRecordPrefix === null ? null : `${this.sourceRecordPrefix}${uuid}`,
        dataset_id: this.ctx.projects[project],
        generated: 1,
        basis_of_record: 1,
        ...taxonTraits(taxon, rng),
        event_type: o.eventType,
        event_date: date.event_date,
        event_date_utc: date.event_date_utc,
        date_precision: o.precision,
        date_expert: o.precision,
        taxon_id: taxon.id,
        verbatim_identification: verbatim,
        identification_qualifier: qualifier,
        identified_by: rng.chance(0.6) ? (this.ctx.personName.get(observers[0] ?? -1) ?? null) : null,
        verbatim_locality: o.locality,
        georeference_protocol: o.geoProtocol,
        coordinate_uncertainty_in_meters: uncertainty,
        minimum_elevation_in_meters: site.elevation,
        maximum_elevation_in_meters: site.elevation + (rng.chance(0.3) ? rng.int(1, 30) : 0),
        altitude_expert: rng.weighted([1, 2, 3], [40, 50, 10]),
        occurrence_status: found ? 1 : 2,
        occurrence_remarks: remark ? `${GENERATED_REMARK} ${remark}` : GENERATED_REMARK,
        habitat: rng.chance(0.7) ? rng.pick(this.ctx.habitats) : null,
        taxa_relations_reference_id: taxon.group === 'vascular_plants' ? 1 : 6,
        related_resource_id: o.related?.id ?? null,
        relationship_of_resource: o.related?.relationship ?? null,
        ...validation.fields,
      },
      footprint: site.footprint,
      observers,
      neophyte: neo?.neophyte ?? null,
      supplements: rng.chance(0.35) ? supplementFor(taxon, rng, `DEMO-${project.toUpperCase()}-${this.seq}`) : null,
      history: validation.history,
    };
    if (!found) Object.assign(insert.values, { organism_quantity: 0, cover: null });
    return this.writer.insert(insert);
  }
}
