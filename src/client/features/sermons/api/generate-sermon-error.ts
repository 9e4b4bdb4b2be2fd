/**
 * A generation that did not produce a sermon. `serverMessage` is the server's localized `error`
 * text when it sent one; `status` is the HTTP status (null for a network failure or a broken stream).
 */
export class GenerateSermonError extends Error {
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly fields: unknown;
  constructor(status: number | null, serverMessage: string | null, fields: unknown = undefined, options?: ErrorOptions) {
    super(serverMessage ?? (status === null ? 'Sermon generation failed' : `HTTP error! status: ${status}`), options);
    this.name = 'GenerateSermonError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}
