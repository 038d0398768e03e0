/**
 * RFC 9457 problem details, the error body of every 4xx/5xx answer of the reference service
 * (ARCHITECTURE.md "error body"; the interface description leaves the error body open).
 */

/** One field-level error of a body validation (422) or a query parameter (400). */
export interface FieldError {
  /** Body property or query parameter name as sent, e.g. `basis_of_record` or `taxon_id[in]`. */
  field: string;
  message: string;
}

/** The JSON body sent with `Content-Type: application/problem+json`. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** Query parameter at fault, for 400 answers about the query string. */
  parameter?: string;
  errors?: FieldError[];
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Thrown anywhere in a handler; the error handler turns it into a problem-details answer. */
export class ProblemError extends Error {
  readonly status: number;
  readonly parameter?: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    options: { parameter?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
    this.status = status;
    this.parameter = options.parameter;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  toBody(): ProblemBody {
    return problemBody(this.status, this.message, { parameter: this.parameter, errors: this.errors });
  }
}

/** Builds a problem body; `type` is `about:blank` as RFC 9457 §4.2.1 allows for plain HTTP status semantics. */
export function problemBody(
  status: number,
  detail?: string,
  extra: { parameter?: string; errors?: FieldError[] } = {},
): ProblemBody {
  const body: ProblemBody = { type: 'about:blank', title: TITLES[status] ?? 'Error', status };
  if (detail) body.detail = detail;
  if (extra.parameter) body.parameter = extra.parameter;
  if (extra.errors?.length) body.errors = extra.errors;
  return body;
}

/** 400 for a bad query parameter, naming it. */
export const badParameter = (parameter: string, detail: string): ProblemError =>
  new ProblemError(400, detail, { parameter, errors: [{ field: parameter, message: detail }] });

/** 422 for an invalid body, with one entry per field. */
export const invalidBody = (errors: FieldError[], detail = 'The request body is invalid.'): ProblemError =>
  new ProblemError(422, detail, { errors });

export const notFound = (detail = 'No such resource.'): ProblemError => new ProblemError(404, detail);
export const forbidden = (detail: string): ProblemError => new ProblemError(403, detail);
export const conflict = (detail: string): ProblemError => new ProblemError(409, detail);
