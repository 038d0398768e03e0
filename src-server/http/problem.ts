/**
 * RFC 9457 problem details, the error body of every 4xx/5xx answer of the reference service
 * (ARCHITECTURE.md "error body"; the interface description leaves the error body open).
 */
import { problemTitle, renderProblemText, type ProblemLanguage, type ProblemText } from './problem-messages.js';

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

/**
 * Thrown anywhere in a handler; the error handler turns it into a problem-details answer. `detail`
 * is English text, or a {@link ProblemText} from the message table, answered in the language the
 * request asks for (`message` holds its English form, for logs).
 */
export class ProblemError extends Error {
  readonly status: number;
  readonly parameter?: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly text?: ProblemText;

  constructor(
    status: number,
    detail: string | ProblemText,
    options: { parameter?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(typeof detail === 'string' ? detail : renderProblemText(detail, 'en'));
    this.name = 'ProblemError';
    this.status = status;
    this.parameter = options.parameter;
    this.errors = options.errors;
    this.headers = options.headers;
    if (typeof detail !== 'string') this.text = detail;
  }

  /** The body in `language`: the title, and a detail from the message table (other details stay English). */
  toBody(language: ProblemLanguage = 'en'): ProblemBody {
    const detail = this.text ? renderProblemText(this.text, language) : this.message;
    // A field error repeating the detail (badParameter) follows it into the language.
    const errors = this.errors?.map((e) => (e.message === this.message ? { ...e, message: detail } : e));
    return problemBody(this.status, detail, { parameter: this.parameter, errors }, language);
  }
}

/** Builds a problem body; `type` is `about:blank` as RFC 9457 §4.2.1 allows for plain HTTP status semantics. */
export function problemBody(
  status: number,
  detail?: string | ProblemText,
  extra: { parameter?: string; errors?: FieldError[] } = {},
  language: ProblemLanguage = 'en',
): ProblemBody {
  const body: ProblemBody = { type: 'about:blank', title: problemTitle(status, language), status };
  if (detail) body.detail = typeof detail === 'string' ? detail : renderProblemText(detail, language);
  if (extra.parameter) body.parameter = extra.parameter;
  if (extra.errors?.length) body.errors = extra.errors;
  return body;
}

/** 400 for a bad query parameter, naming it. */
export const badParameter = (parameter: string, detail: string | ProblemText): ProblemError =>
  new ProblemError(400, detail, { parameter, errors: [{ field: parameter, message: typeof detail === 'string' ? detail : renderProblemText(detail, 'en') }] });

/** 422 for an invalid body, with one entry per field. */
export const invalidBody = (errors: FieldError[], detail = 'The request body is invalid.'): ProblemError =>
  new ProblemError(422, detail, { errors });

export const notFound = (detail: string | ProblemText = { key: 'no-resource' }): ProblemError => new ProblemError(404, detail);
export const forbidden = (detail: string | ProblemText): ProblemError => new ProblemError(403, detail);
export const conflict = (detail: string | ProblemText): ProblemError => new ProblemError(409, detail);
