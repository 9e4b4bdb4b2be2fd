import type { Logger } from './logger.ts';

/** Per-request values set by the app's middleware, typed for every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Whether route answers are checked against their contracts (development and tests, never production: decision 0037). */
    checkContracts: boolean;
  };
}
