import { GenerateSermonError } from './api/generate-sermon-error.ts';

interface GeneratorErrorTexts {
  /** 'No active session' in the page language. */
  noSession: string;
  /** 'Failed to generate sermon' in the page language. */
  failed: string;
}

/** product §8 Generator: the server's error text, else 'Failed to generate sermon', or 'No active session' for 401. */
export function generatorErrorMessage(error: unknown, texts: GeneratorErrorTexts): string {
  if (error instanceof GenerateSermonError) {
    if (error.status === 401) return error.serverMessage ?? texts.noSession;
    if (error.serverMessage) return error.serverMessage;
  }
  return texts.failed;
}
