/**
 * The company API gives pictures and files as absolute URLs on its own origin (or a media host),
 * so the demo does too: the browser tests, whose API runs on another port, then load them from
 * another origin the way production does.
 */
export type MediaUrl = (path: string) => string;

export function mediaUrlFor(request: Request): MediaUrl {
  return (path) => new URL(path, request.url).href;
}

/** The seeded HTML points its pictures at `/demo/` paths; they get the same treatment. */
export function withMediaUrls(html: string, mediaUrl: MediaUrl): string {
  return html.replace(/\ssrc="(\/demo\/[^"]*)"/g, (_, path: string) => ` src="${mediaUrl(path)}"`);
}
