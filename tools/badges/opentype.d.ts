/**
 * The part of opentype.js that draw-store-badges.ts uses. Its own types (`@types/opentype.js`)
 * bring the DOM's library into the tools' project, where `fetch`'s types are Node's.
 */
declare module 'opentype.js' {
  type Path = {
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
    toPathData(decimalPlaces?: number): string;
  };
  export type Font = {
    getPath(text: string, x: number, y: number, fontSize: number): Path;
  };
  const opentype: { loadSync(path: string): Font };
  export default opentype;
}
