import { z } from 'zod';

/**
 * An error as it crosses from main to the renderer (ARCHITECTURE.md "Data flow"): the HTTP
 * status (0 when no answer came), a stable `code`, a message for people, and the service's
 * field errors (problem details `errors`, RFC 9457) to map back onto form fields.
 */
export const ApiErrorShape = z.object({
  status: z.number().int(),
  /** e.g. `network`, `session-expired`, `validation`, `forbidden`, `not-found`, `conflict`, `bad-request`, `server`, `invalid-input`, `cancelled` */
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ApiErrorShape = z.infer<typeof ApiErrorShape>;

/** Thrown in the renderer (and in main services) for a failed desk call; carries the {@link ApiErrorShape}. */
export class DeskError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiErrorShape['fields'];

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.name = 'DeskError';
    this.status = shape.status;
    this.code = shape.code;
    this.fields = shape.fields;
  }

  /** The plain object that crosses IPC or HTTP. */
  toShape(): ApiErrorShape {
    return { status: this.status, code: this.code, message: this.message, fields: this.fields };
  }
}

/** What every desk call answers on the wire: the value, or the error (exceptions lose their shape over IPC). */
export type DeskResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorShape };
