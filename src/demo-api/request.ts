import { defaultLanguage, isLanguage, type Language } from '@/config/languages';

export type Body = Record<string, unknown>;

/** The JSON body of a call; anything else reads as an empty one (the handler answers 400). */
export async function readBody(request: Request): Promise<Body> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Body) : {};
  } catch {
    return {};
  }
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const filled = (value: unknown) => text(value).trim() !== '';

/** A new password as the forms send it: at least six characters, typed the same twice. */
export function newPasswordIsValid(body: Body) {
  return text(body.password).length >= 6 && body.password === body.passwordConfirm;
}

/** The language a content list was asked for (`lang=`), defaulting to English. */
export function requestLanguage(request: Request): Language {
  const lang = new URL(request.url).searchParams.get('lang');
  return isLanguage(lang) ? lang : defaultLanguage;
}

/** `page` and `size` from the query, clamped to sane values. */
export function paging(request: Request, defaultSize: number) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const size = Math.min(50, Math.max(1, Math.floor(Number(params.get('size')) || defaultSize)));
  return { page, size };
}
