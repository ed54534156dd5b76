/**
 * One HTTP request as the client hands it to its transport: the address without the query
 * string, the query (a GET payload or an upload's fields: flat, primitive values), a body (a
 * POST payload, sent as JSON, or an upload's multipart form) and the headers.
 */
export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  query?: object;
  body?: unknown;
  headers: Record<string, string>;
  /** Aborted when the client gives up on the request (its time-out). */
  signal: AbortSignal;
}

/** Any answer that arrived, whatever its status: the body parsed as JSON, else its text. */
export interface TransportResponse {
  status: number;
  body: unknown;
}

/**
 * Sends a request; rejects only when no answer arrived (network down, aborted). The site uses
 * `fetchTransport`; screen tests and stories swap in a request-level mock.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
