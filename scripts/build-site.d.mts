/** Types for build-site.mjs, which plain-Node scripts and the TypeScript test setup share. */
export function buildSite(
  outDir: string,
  options?: { env?: Record<string, string>; manifest?: boolean; mode?: string },
): void;
