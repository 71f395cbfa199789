import type { Plugin } from 'vite';
import { checkAll, describeProblem } from '../content/validate.ts';

/**
 * Refuses to build when a content file or a translation is wrong (tools/content/schema.ts), with
 * one line per problem naming the file, the entry, the field and the language: bad content
 * never ships, whichever host runs `npm run build`.
 */
export function contentCheck(
  // Only the build-refusal test points it elsewhere: a copy of the content it has broken.
  root = process.env.TRIO_CONTENT_CHECK_ROOT || process.cwd(),
): Plugin {
  return {
    name: 'trio:content-check',
    apply: 'build',
    buildStart() {
      const problems = checkAll(root);
      if (problems.length === 0) return;
      this.error(
        `The site's content has ${problems.length} problem(s); nothing was built:\n` +
          problems.map((problem) => `- ${describeProblem(problem)}`).join('\n'),
      );
    },
  };
}
