import type { ClusterReducer } from './clusters.js';

/** What one public neophyte observation contributes to its cluster (dates are published days, YYYY-MM-DD). */
export interface NeophytePoint {
  occurrence_id: number;
  event_type: number | null;
  day: string | null;
  v_presence_status: number | null;
  eradication: number | null;
}

/** The properties of a neophyte cluster (interface v5, "Clustered neophyte observation"). */
export interface NeophyteCluster {
  v_presence_status: number | null;
  last_observation_date: string | null;
  last_control_date: string | null;
  last_control_eradication: number | null;
  last_treatment_date: string | null;
  last_eradication_or_diminution_date: string | null;
  /** Day of the observation whose `v_presence_status` the cluster shows (its latest). */
  _latest_day?: string | null;
  occurrence_id?: number;
}

/** `event_type` codes (vocabulary event_type): 4 control action, 5 fight/treatment action. */
const CONTROL = 4;
const TREATMENT = 5;
/** `eradication` codes: 1 eradicated, 2 diminished. */
const ERADICATED_OR_DIMINISHED = new Set([1, 2]);

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a >= b ? a : b);

/**
 * How neophyte observations combine into a cluster: the latest observation date outside control
 * and fight events, the latest control (with its eradication state), the latest treatment, the
 * latest eradication or diminution, and the presence status of the latest observation.
 * With `fullproperties`, a cluster of one also carries its `occurrence_id`.
 */
export function neophyteClusterReducer(fullproperties: boolean): ClusterReducer<NeophytePoint, NeophyteCluster> {
  return {
    map: (p) => {
      const c: NeophyteCluster = {
        v_presence_status: p.v_presence_status,
        last_observation_date: p.event_type !== CONTROL && p.event_type !== TREATMENT ? p.day : null,
        last_control_date: p.event_type === CONTROL ? p.day : null,
        last_control_eradication: p.event_type === CONTROL ? p.eradication : null,
        last_treatment_date: p.event_type === TREATMENT ? p.day : null,
        last_eradication_or_diminution_date: p.eradication !== null && ERADICATED_OR_DIMINISHED.has(p.eradication) ? p.day : null,
        _latest_day: p.day,
      };
      if (fullproperties) c.occurrence_id = p.occurrence_id;
      return c;
    },
    reduce: (a, b) => {
      if (b.last_control_date !== null && (a.last_control_date === null || b.last_control_date > a.last_control_date)) {
        a.last_control_date = b.last_control_date;
        a.last_control_eradication = b.last_control_eradication;
      }
      a.last_observation_date = later(a.last_observation_date, b.last_observation_date);
      a.last_treatment_date = later(a.last_treatment_date, b.last_treatment_date);
      a.last_eradication_or_diminution_date = later(a.last_eradication_or_diminution_date, b.last_eradication_or_diminution_date);
      if ((b._latest_day ?? '') > (a._latest_day ?? '')) {
        a._latest_day = b._latest_day;
        a.v_presence_status = b.v_presence_status;
      }
      delete a.occurrence_id;
    },
  };
}
