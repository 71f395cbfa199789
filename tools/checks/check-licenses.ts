// Fails when a production dependency (direct or transitive) carries a licence outside the
// allow-list of permissive licences. It reads package-lock.json
// (lockfileVersion 2/3), and a package's own package.json when the lock has no licence.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const allowed = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'CC-BY-4.0',
  'Unlicense',
  'Python-2.0',
  'Zlib',
  'WTFPL',
]);

/**
 * True when an SPDX expression can be satisfied with allowed licences: `A OR B` needs one side,
 * `A AND B` needs both; parentheses group; `WITH` exceptions keep the main licence.
 */
export function isAllowed(expression: string): boolean {
  const tokens = String(expression)
    .replace(/[()]/g, (p) => ` ${p} `)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let pos = 0;
  function primary(): boolean {
    const token = tokens[pos++];
    if (token === '(') {
      const value = orExpr();
      if (tokens[pos++] !== ')') throw new Error(`unbalanced licence expression: ${expression}`);
      return value;
    }
    if (token === undefined) throw new Error(`incomplete licence expression: ${expression}`);
    const value = allowed.has(token.replace(/\+$/, ''));
    if (tokens[pos] === 'WITH') pos += 2;
    return value;
  }
  function andExpr(): boolean {
    let value = primary();
    while (tokens[pos] === 'AND') {
      pos += 1;
      value = primary() && value;
    }
    return value;
  }
  function orExpr(): boolean {
    let value = andExpr();
    while (tokens[pos] === 'OR') {
      pos += 1;
      value = andExpr() || value;
    }
    return value;
  }
  try {
    const value = orExpr();
    return pos === tokens.length && value;
  } catch {
    return false;
  }
}

type LockEntry = { license?: unknown; version?: string; dev?: boolean; link?: boolean };

function licenceOf(entry: LockEntry, path: string): string {
  const fromLock = entry.license;
  if (typeof fromLock === 'string' && fromLock) return fromLock;
  const manifest = join(root, path, 'package.json');
  if (existsSync(manifest)) {
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
      license?: string | { type?: string };
      licenses?: (string | { type: string })[];
    };
    if (typeof pkg.license === 'string') return pkg.license;
    if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
    if (Array.isArray(pkg.licenses)) {
      return pkg.licenses.map((l) => (typeof l === 'string' ? l : l.type)).join(' OR ');
    }
  }
  return 'UNKNOWN';
}

function main() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages?: Record<string, LockEntry>;
  };
  if (!lock.packages)
    throw new Error('package-lock.json has no "packages" (lockfileVersion >= 2 needed)');
  const problems: string[] = [];
  let checked = 0;
  for (const [path, entry] of Object.entries(lock.packages)) {
    // '' is the project itself; dev-only packages are not shipped.
    if (path === '' || entry.dev === true || entry.link === true) continue;
    checked += 1;
    const licence = licenceOf(entry, path);
    if (!isAllowed(licence)) {
      const name = path.replace(/^.*node_modules\//, '');
      problems.push(`${name}@${entry.version ?? '?'}: ${licence}`);
    }
  }
  if (problems.length > 0) {
    console.error(
      `Licences outside the allow-list (${problems.length}):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`check-licenses: ${checked} production packages, all licences allowed.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
