/** The one error shape of the whole API. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path (dotted) -> the spec's message for that field. */
    fields?: Record<string, string>;
    /** The request's id (also its `x-request-id` header and in every log line), for support. */
    requestId?: string;
  };
}
