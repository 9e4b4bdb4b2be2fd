import type { Logger } from './logger.ts';

/** Per-request values set by the app's middleware, typed for every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
